import { yupResolver } from '@hookform/resolvers/yup';
import { emailSchema, greetingSchema, passwordSchema, profileNameSchema, type ConfirmBy } from './schemas';

/** The Edit information forms' validation (yup and the schemas), a chunk loaded once someone acts (see accountResolvers). */
export const profileNameResolver = yupResolver(profileNameSchema);
export const passwordResolver = (confirmBy: ConfirmBy) => yupResolver(passwordSchema(confirmBy));
export const greetingResolver = yupResolver(greetingSchema);
export const emailResolver = (currentEmail: string, confirmBy: ConfirmBy) => yupResolver(emailSchema(currentEmail, confirmBy));
