import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from './schemas';

/** The login form's validation, loaded after the page paints (see lazyResolver). */
export const loginResolver = yupResolver(loginSchema);
