import { afterEach, describe, expect, it } from 'vitest';
import { consentChange, hasConsent, waitsForConsentType } from './consent.ts';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const name of ['consent_api', 'wp_has_consent', 'wp_consent_type']) delete w[name];
});

/** wp_set_consent's event: its detail is an array with the category as a named key. */
const change = (category: string, value: string) =>
  new CustomEvent('wp_listen_for_consent_change', { detail: Object.assign([], { [category]: value }) });

describe('consentChange', () => {
  it("reads the category's value off the API's array: 'allow' → true, anything else → false", () => {
    expect(consentChange(change('marketing', 'allow'), 'marketing')).toBe(true);
    expect(consentChange(change('marketing', 'deny'), 'marketing')).toBe(false);
    expect(consentChange(change('marketing', 'maybe'), 'marketing')).toBe(false);
  });

  it('another category, or no detail, says nothing of this one', () => {
    expect(consentChange(change('statistics', 'allow'), 'marketing')).toBeUndefined();
    expect(consentChange(new CustomEvent('wp_listen_for_consent_change'), 'marketing')).toBeUndefined();
    expect(consentChange(change('marketing', 'allow'), 'constructor')).toBeUndefined();
  });
});

describe('hasConsent', () => {
  it('asks wp_has_consent; without the API, or when it throws, there is no consent', () => {
    expect(hasConsent('marketing')).toBe(false);
    w.wp_has_consent = (category: string) => category === 'marketing';
    expect(hasConsent('marketing')).toBe(true);
    expect(hasConsent('statistics')).toBe(false);
    w.wp_has_consent = () => {
      throw new Error('consent_api is not defined');
    };
    expect(hasConsent('marketing')).toBe(false);
  });
});

describe('waitsForConsentType', () => {
  it('only where the API was told to wait and the tool has not defined the type yet', () => {
    expect(waitsForConsentType()).toBe(false);
    w.consent_api = { consent_type: 'optin', waitfor_consent_hook: false };
    expect(waitsForConsentType()).toBe(false);
    w.consent_api = { consent_type: 'optin', waitfor_consent_hook: '1' };
    expect(waitsForConsentType()).toBe(true);
    w.wp_consent_type = 'optout';
    expect(waitsForConsentType()).toBe(false);
  });
});
