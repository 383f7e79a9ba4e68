import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes-config';

export const router = createBrowserRouter(appRoutes);
