import { expect, test } from '@playwright/test';
import { mailsTo, presetConsent } from './helpers/visitor';

/** The home page's content: offers from the API, partners, information anchors, the contact form. */

test('offers come from the API with the 2-hour delivery promise, no card called the most popular', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/#tarifs');
  const cards = page.locator('#tarifs article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText('6,99 €');
  await expect(cards.nth(1)).toContainText('19,90 €');
  await expect(cards.nth(2)).toContainText('29,90 €');
  // No sales figure backs « le plus populaire »: no card claims it (issue 41).
  await expect(page.getByText(/populaire/i)).toHaveCount(0);
  await expect(cards.nth(1)).toContainText('PDF envoyé par e-mail sous 2 heures');
  await expect(cards.nth(0)).toContainText('Réponse immédiate à l’écran');
  // the same, in English
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByText(/popular/i)).toHaveCount(0);
  await expect(cards.nth(1)).toContainText('€19.90');
  await expect(cards.nth(2)).toContainText('PDF sent by e-mail within 2 hours');
});

test('no partner configured: no partners section; information anchors exist', async ({ page }) => {
  await presetConsent(page);
  await page.goto('/#contact');
  await expect(page.locator('#contact')).toBeVisible();
  const legal = (await (await page.request.get('/api/legal')).json()) as { partners: unknown[] };
  expect(legal.partners).toEqual([]);
  await expect(page.locator('#partenaires')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Partenaires' })).toHaveCount(0);
  for (const id of ['informations', 'calcul', 'ia', 'livraison'])
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  await expect(page.locator('#ia')).toContainText('article 50 du règlement européen sur l’IA');
});

// The test server has no PARTNERS setting; the answer of /api/legal is given the list a configured
// server sends (legal.routes.test.ts proves PARTNERS reaches it), to see how the page shows it.
test('configured partners are listed and open in a new tab without opener', async ({ page }) => {
  await page.route('**/api/legal', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: {
        ...body,
        partners: [
          {
            name: 'Librairie du Zodiaque',
            url: 'https://zodiaque.example/',
            text: { fr: 'Nos livres conseillés.', en: 'Books we recommend.' },
          },
          { name: 'Atelier Céleste', url: 'https://celeste.example/' },
        ],
      },
    });
  });
  await presetConsent(page);
  await page.goto('/#partenaires');
  const region = page.getByRole('region', { name: 'Partenaires' });
  const partners = region.getByRole('link');
  await expect(partners).toHaveCount(2);
  for (const link of await partners.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(region).toContainText('Nos livres conseillés.');
  await region.screenshot({ path: test.info().outputPath('partners.png') });
});

test('contact form: checked with the API schema, honeypot out of sight, message stored and e-mailed', async ({
  page,
}) => {
  await presetConsent(page);
  await page.goto('/#contact');
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Le formulaire présente une anomalie/);
  await expect(form.getByText('Ce champ est obligatoire.')).toHaveCount(3);
  // the honeypot is neither visible nor reachable
  const honeypot = form.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  expect(await honeypot.evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);

  const sender = `contact.${Date.now()}@example.com`;
  await form.getByLabel(/^Votre nom/).fill('Hélène Petit');
  await form.getByLabel(/^Votre e-mail/).fill('pas-une-adresse');
  await form
    .getByLabel(/^Votre message/)
    .fill('Bonjour, combien de temps faut-il pour recevoir un thème astral ?');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Adresse e-mail invalide.')).toBeVisible();
  await form.getByLabel(/^Votre e-mail/).fill(sender);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.',
  );
  await expect(form.getByLabel(/^Votre message/)).toHaveValue('');
  // Two e-mails name the sender: the message to the site (Reply-To the sender) and the sender's
  // acknowledgement, which quotes nothing they typed (decision 0220).
  await expect.poll(() => mailsTo(sender).length, { timeout: 15_000 }).toBe(2);
  const withMessage = mailsTo(sender).filter((m) => m.replace(/=\r?\n/g, '').includes('combien de temps'));
  expect(withMessage).toHaveLength(1);
});
