/**
 * Settings for a test app that runs as in production (NODE_ENV=production): a real-looking legal
 * identity and the demo checkout accepted on purpose (DEMO_PAYMENTS=true), as a demonstration shop would.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  DEMO_PAYMENTS: 'true',
  LEGAL_PUBLISHER:
    'Étoiles Conseil SARL au capital de 5 000 €, RCS Lyon 912 345 675, 3 quai Saint-Vincent, 69001 Lyon, TVA FR65912345675',
  LEGAL_DIRECTOR: 'Inès Bernard',
  LEGAL_HOST: 'Scaleway SAS, 8 rue de la Ville-l’Évêque, 75008 Paris',
  LEGAL_CONTACT: 'contact@etoiles-conseil.example',
  LEGAL_MEDIATOR: 'CM2C, 49 rue de Ponthieu, 75008 Paris — https://www.cm2c.net',
  LEGAL_PHONE: '+33 4 78 00 00 00',
  LEGAL_HOST_PHONE: '+33 1 84 13 00 00',
  LEGAL_SIREN: '912 345 675',
  LEGAL_VAT: 'FR65912345675',
  LEGAL_RCS: 'RCS Lyon 912 345 675',
};
