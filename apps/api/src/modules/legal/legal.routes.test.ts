import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#api/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LEGAL_PUBLISHER: 'Étoiles SARL, 3 place du Marché, 69002 Lyon',
    LEGAL_DIRECTOR: 'Inès Moreau',
    LEGAL_HOST: 'Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris',
    LEGAL_CONTACT: 'bonjour@etoiles.example',
    LEGAL_MEDIATOR: 'CM2C, 49 rue de Ponthieu, 75008 Paris — https://www.cm2c.net',
    LEGAL_PHONE: '04 78 00 00 00',
    LEGAL_HOST_PHONE: '+33 1 84 13 00 00',
    LEGAL_CAPITAL: '10 000 €',
    LEGAL_RCS: 'RCS Lyon B 912 345 675',
    LEGAL_SIREN: '912 345 675',
    LEGAL_VAT: 'FR12912345675',
    AI_BASE_URL: 'http://127.0.0.1:9/v1',
    AI_API_KEY: 'test-key',
    PROCESSOR_AI: 'OpenAI Ireland Ltd (Irlande) — transferts vers les États-Unis : cadre UE–États-Unis',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PROCESSOR_MAIL: 'Brevo SAS (France)',
    DELIVERY_PROMISE_HOURS: '3',
    PARTNERS: JSON.stringify([
      {
        name: 'Librairie du Zodiaque',
        url: 'https://zodiaque.example',
        text: { fr: 'Nos livres conseillés.', en: 'Books we recommend.' },
      },
    ]),
  });
});
afterAll(async () => t?.close());

test('the legal notice comes from configuration, the publisher’s and the host’s telephones too', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/legal' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    publisher: 'Étoiles SARL, 3 place du Marché, 69002 Lyon',
    director: 'Inès Moreau',
    host: 'Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris',
    contact: 'bonjour@etoiles.example',
    mediator: 'CM2C, 49 rue de Ponthieu, 75008 Paris — https://www.cm2c.net',
    phone: '04 78 00 00 00',
    host_phone: '+33 1 84 13 00 00',
    capital: '10 000 €',
    rcs: 'RCS Lyon B 912 345 675',
    siren: '912 345 675',
    vat: 'FR12912345675',
    processors: {
      ai: 'OpenAI Ireland Ltd (Irlande) — transferts vers les États-Unis : cadre UE–États-Unis',
      mail: 'Brevo SAS (France)',
    },
    delivery_promise_hours: 3,
    partners: [
      {
        name: 'Librairie du Zodiaque',
        url: 'https://zodiaque.example',
        text: { fr: 'Nos livres conseillés.', en: 'Books we recommend.' },
      },
    ],
    versions: {
      terms: { version: 'cgv-2026-11-29', date: '2026-11-29' },
      privacy: { version: 'privacy-2026-11-28', date: '2026-11-28' },
      notice: { version: 'notice-2026-11-28', date: '2026-11-28' },
      accessibility: { version: 'accessibility-2026-11-28', date: '2026-11-28' },
    },
  });
});

test('no partner configured: none is listed (the home page then shows no partners section)', async () => {
  const bare = await createTestApp();
  try {
    const res = await bare.app.inject({ method: 'GET', url: '/api/legal' });
    expect(res.json().partners).toEqual([]);
    // Outside production the registration may be unset: null, and the pages say so.
    expect(res.json()).toMatchObject({ capital: null, rcs: null, siren: null, vat: null });
    // No AI provider writes (offline writer) and no e-mail provider sends (embedded outbox): none named.
    expect(res.json().processors).toEqual({ ai: null, mail: null });
  } finally {
    await bare.close();
  }
});
