import { act, fireEvent, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createBrowserRouter, Link, RouterProvider, useLocation } from '#web/lib/router.tsx';

// The site's router on jsdom's own `history` (issue 36: its unit test drives a hand-written fake):
// a link is followed without a reload and makes an entry, Back and Forward come through `popstate`.
function Page({ name, to }: { name: string; to: string }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{name}</h1>
      <p>at {pathname}</p>
      <Link to={to}>go to {to}</Link>
    </main>
  );
}

test('links make history entries; Back and Forward show the pages again from the real history', async () => {
  window.history.replaceState(null, '', '/a');
  const router = createBrowserRouter([
    { path: '/a', element: <Page name="Page A" to="/b?x=1" /> },
    { path: '/b', element: <Page name="Page B" to="/a" /> },
  ]);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Page A' });
  const before = window.history.length;

  fireEvent.click(screen.getByRole('link', { name: 'go to /b?x=1' }));
  await screen.findByRole('heading', { name: 'Page B' });
  expect(window.location.pathname + window.location.search).toBe('/b?x=1');
  expect(window.history.length).toBe(before + 1);
  expect(screen.getByText('at /b')).toBeTruthy();

  await act(async () => {
    window.history.back();
  });
  await screen.findByRole('heading', { name: 'Page A' });
  expect(window.location.pathname).toBe('/a');

  await act(async () => {
    window.history.forward();
  });
  await screen.findByRole('heading', { name: 'Page B' });
  expect(window.location.search).toBe('?x=1');
});
