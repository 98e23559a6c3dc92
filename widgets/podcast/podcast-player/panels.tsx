// Subscribe and Share: the nav's two toggles and the panels they open, in the plugin's elements
// and classes. A closed panel is inert (the plugin's stylesheet only slides it out of view, where
// its links and buttons stayed in the tab order); an open one takes focus and gives it back.
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../runtime/i18n/parts/podcast.ts';
import { copyText } from './copy.ts';
import type { Link, PlayerProps } from './props.ts';

export type PanelName = 'subscribe' | 'share';

interface NavProps {
  ids: Record<PanelName, string>;
  open: PanelName | null;
  has: Record<PanelName, boolean>;
  toggle(name: PanelName): void;
}

export function PanelsNav({ ids, open, has, toggle }: NavProps) {
  if (!has.subscribe && !has.share) return null;
  const trigger = (name: PanelName, className: string, label: string) => (
    <button
      type="button"
      className={className}
      id={`${ids[name]}-btn`}
      title={label}
      aria-expanded={open === name}
      aria-controls={ids[name]}
      onClick={() => toggle(name)}
    >
      {label}
    </button>
  );
  return (
    <nav className="player-panels-nav" aria-label={t('podcastPanels')}>
      {has.subscribe && trigger('subscribe', 'subscribe-btn', t('podcastSubscribe'))}
      {has.subscribe && has.share && ' '}
      {has.share && trigger('share', 'share-btn', t('podcastShare'))}
    </nav>
  );
}

interface PanelsProps extends Pick<PlayerProps, 'subscribe' | 'share'> {
  episodeId: string;
  ids: Record<PanelName, string>;
  open: PanelName | null;
  close(): void;
}

export function Panels({ subscribe, share, episodeId, ids, open, close }: PanelsProps) {
  if (!subscribe && !share) return null;
  const ep = episodeId;
  const frame = (name: PanelName, className: string, label: string, body: React.ReactNode) => (
    <Panel id={ids[name]} className={className} label={label} open={open === name} closeClass={`close-btn close-btn-${ep}`} close={close}>
      {body}
    </Panel>
  );
  return (
    <div className={`player-panels player-panels-${ep}`}>
      {subscribe &&
        frame(
          'subscribe',
          `subscribe player-panel subscribe-${ep}`,
          t('podcastSubscribe'),
          <div className="panel__inner">
            <div className="subscribe-icons">
              {subscribe.links.map((l, i) => (
                <Icon key={i} link={l} />
              ))}
            </div>
            <CopyRow
              kind="rss"
              ep={ep}
              title={t('podcastRssFeed')}
              label={t('podcastRssUrl')}
              copyLabel={t('podcastCopyRss')}
              value={subscribe.feedUrl}
            />
          </div>,
        )}
      {share &&
        frame(
          'share',
          `share share-${ep} player-panel`,
          t('podcastShare'),
          <>
            <div className="player-panel-row">
              <div className="title">{t('podcastShare')}</div>
              <div className="icons-holder">
                {share.links.map((l, i) => (
                  <Icon key={i} link={l} share />
                ))}
              </div>
            </div>
            <CopyRow
              kind="link"
              ep={ep}
              title={t('podcastLink')}
              label={t('podcastEpisodeUrl')}
              copyLabel={t('podcastCopyLink')}
              value={share.pageUrl}
            />
            <CopyRow
              kind="embed"
              ep={ep}
              title={t('podcastEmbed')}
              label={t('podcastEmbedCode')}
              copyLabel={t('podcastCopyEmbed')}
              value={share.embed}
            />
          </>,
        )}
    </div>
  );
}

interface PanelProps {
  id: string;
  className: string;
  label: string;
  open: boolean;
  closeClass: string;
  close(): void;
  children: React.ReactNode;
}

function Panel({ id, className, label, open, closeClass, close, children }: PanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) ref.current?.focus();
  }, [open]);
  return (
    <div ref={ref} id={id} className={`${className}${open ? ' open' : ''}`} role="region" aria-label={label} tabIndex={-1} inert={!open}>
      <button type="button" className={closeClass} aria-label={t('podcastClosePanel')} title={t('podcastClosePanel')} onClick={close}>
        <span></span>
        <span></span>
      </button>
      {children}
    </div>
  );
}

const ICON_LABELS: Record<string, string> = { facebook: 'Facebook', twitter: 'Twitter' };

function Icon({ link, share = false }: { link: Link; share?: boolean }) {
  const label = link.download ? t('podcastDownload') : ICON_LABELS[link.kind] ? t('podcastShareOn', ICON_LABELS[link.kind]!) : link.label;
  // The plugin's stylesheet draws each icon on the link's empty <span>.
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      className={share ? `share-icon ${link.kind}` : link.kind}
      title={label}
      aria-label={share ? label : undefined}
      download={link.download || undefined}
    >
      <span></span>
      {share ? null : label}
    </a>
  );
}

interface CopyRowProps {
  kind: 'rss' | 'link' | 'embed';
  ep: string;
  title: string;
  label: string;
  copyLabel: string;
  value: string;
}

/** A read-only field and its copy button; the confirmation is shown beside it and announced. */
function CopyRow({ kind, ep, title, label, copyLabel, value }: CopyRowProps) {
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState<{ text: string; n: number } | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), 5000);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    const how = await copyText(value, input.current);
    setSaid((s) => ({ text: t(how === 'copied' ? 'podcastCopied' : 'podcastCopySelected'), n: (s?.n ?? 0) + 1 }));
  };
  return (
    <div className="player-panel-row">
      <div className="title">{title}</div>
      <div>
        <input
          ref={input}
          type="text"
          value={value}
          readOnly
          className={`input-${kind} input-${kind}-${ep}`}
          title={label}
          aria-label={label}
        />
      </div>
      <button
        type="button"
        className={`copy-${kind} copy-${kind}-${ep}`}
        title={copyLabel}
        aria-label={copyLabel}
        onClick={() => void copy()}
      />
      {/* Always in the page, so screen readers hear the text when it arrives; a new node each time, so twice is heard twice. */}
      <span className="ssp-copied" role="status">
        {said && <span key={said.n}>{said.text}</span>}
      </span>
    </div>
  );
}
