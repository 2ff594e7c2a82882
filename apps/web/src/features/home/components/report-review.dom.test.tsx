import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeNetwork, renderComponent } from '#web/test/component.tsx';
import { ReportReview } from './report-review';

afterEach(() => vi.unstubAllGlobals());

const LEGAL = { contact: 'dsa@arcanes.example', delivery_promise_hours: 2 };

test('a visitor reports a review: the server’s field errors shown, each cleared as its field is edited, then the report sent', async () => {
  let attempt = 0;
  const requests = fakeNetwork(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/api/legal')) return [200, LEGAL];
    if (method === 'POST' && path === '/api/reviews/r-1/reports') {
      attempt += 1;
      if (attempt === 1)
        return [
          400,
          {
            status: 'error',
            code: 'VALIDATION',
            message: 'Vérifiez les champs signalés.',
            fields: {
              reason: 'Choisissez un motif.',
              details: 'Expliquez en 10 caractères au moins.',
              email: 'Indiquez votre adresse e-mail.',
              good_faith: 'Cochez la déclaration de bonne foi.',
            },
          },
        ];
      return [200, { status: 'success', message: 'Votre signalement a été reçu.' }];
    }
    return undefined;
  });
  renderComponent(<ReportReview reviewId="r-1" />);

  // The router shows its route once it has matched the address (after its first commit).
  fireEvent.click(await screen.findByRole('button', { name: 'Signaler cet avis' }));
  await screen.findByText(/dsa@arcanes\.example/);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
  });
  const details = screen.getByRole('textbox', { name: /Expliquez pourquoi/ });
  const reason = screen.getByRole('combobox', { name: /Motif/ });
  const email = screen.getByRole('textbox', { name: /Votre adresse e-mail/ });
  await screen.findByText('Expliquez en 10 caractères au moins.');
  for (const text of [
    'Choisissez un motif.',
    'Indiquez votre adresse e-mail.',
    'Cochez la déclaration de bonne foi.',
  ])
    expect(screen.getByText(text)).toBeTruthy();
  expect(details.getAttribute('aria-invalid')).toBe('true');

  // Editing a field takes its message away, and only its own.
  fireEvent.change(details, { target: { value: 'Cet avis cite le nom complet de ma voisine.' } });
  expect(screen.queryByText('Expliquez en 10 caractères au moins.')).toBeNull();
  expect(details.getAttribute('aria-invalid')).not.toBe('true');
  expect(screen.getByText('Choisissez un motif.')).toBeTruthy();
  fireEvent.change(reason, { target: { value: 'personal_data' } });
  expect(screen.queryByText('Choisissez un motif.')).toBeNull();
  expect(screen.getByText('Indiquez votre adresse e-mail.')).toBeTruthy();
  fireEvent.change(email, { target: { value: 'lea@exemple.fr' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /bonne foi/ }));
  expect(screen.queryByText('Indiquez votre adresse e-mail.')).toBeNull();
  expect(screen.queryByText('Cochez la déclaration de bonne foi.')).toBeNull();

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
  });
  await screen.findByText('Votre signalement a été reçu.');
  const sent = requests.filter((r) => r.method === 'POST');
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body).toEqual({
    reason: 'personal_data',
    details: 'Cet avis cite le nom complet de ma voisine.',
    email: 'lea@exemple.fr',
    good_faith: true,
  });
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Envoyer le signalement' })).toBeNull());
});
