// The podcast player's messages (SPEC §2, §9; README, podcast-player): part of the one catalogue,
// in a module of their own so that only the player's chunk carries them (the catalogue in es.ts
// comes with the runtime every page loads). The player looks up both through this module's t().
import { messagePart } from '../part.ts';

export const messages = {
  podcastPlay: 'Reproducir episodio',
  podcastPause: 'Pausar episodio',
  podcastLoading: 'Cargando',
  podcastMute: 'Silenciar el episodio',
  podcastRewind: 'Retroceder 10 segundos',
  podcastForward: 'Avanzar 30 segundos',
  podcastSpeed: 'Velocidad de reproducción: %sx',
  podcastSeek: 'Posición en el episodio',
  podcastPosition: '%1$s de %2$s',
  podcastHour: '%s hora',
  podcastHours: '%s horas',
  podcastMinute: '%s minuto',
  podcastMinutes: '%s minutos',
  podcastSecond: '%s segundo',
  podcastSeconds: '%s segundos',
  podcastAnd: ' y ',
  podcastPanels: 'Paneles del reproductor',
  podcastSubscribe: 'Suscribirse',
  podcastShare: 'Compartir',
  podcastClosePanel: 'Cerrar el panel',
  podcastRssFeed: 'Feed RSS',
  podcastRssUrl: 'URL del feed RSS',
  podcastCopyRss: 'Copiar la URL del feed RSS',
  podcastLink: 'Enlace',
  podcastEpisodeUrl: 'URL del episodio',
  podcastCopyLink: 'Copiar la URL del episodio',
  podcastEmbed: 'Insertar',
  podcastEmbedCode: 'Código para insertar',
  podcastCopyEmbed: 'Copiar el código para insertar',
  podcastCopied: 'Copiado',
  podcastCopySelected: 'Texto seleccionado: pulsa Ctrl+C para copiarlo.',
  podcastShareOn: 'Compartir en %s',
  podcastDownload: 'Descargar',
  podcastEpisodes: 'Episodios',
  podcastLoadingMore: 'Cargando más episodios…',
  podcastMoreFailed: 'No se han podido cargar más episodios. %s',
  podcastNonceExpired:
    'La clave de seguridad de esta página ha caducado, algo normal si la página venía de una caché. Recarga la página para ver el resto de episodios.',
} as const;

export type PodcastMessageKey = keyof typeof messages;

/** t() for the player: its own messages and the shared ones (network errors, retry). */
export const t = messagePart(messages);
