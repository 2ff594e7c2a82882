import { createBrowserRouter } from 'react-router';
import { paths } from '../lib/paths';
import { Layout } from './layout';
import { ErrorPage } from './routes/error-page';

// Routes are split per page: each page's code loads when it is first visited.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      { path: paths.home, lazy: () => import('./routes/home-route') },
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
]);
