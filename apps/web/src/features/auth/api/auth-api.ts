import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  VerifyEmailRequest,
} from '@arcanes/contracts/accounts';
import { api } from '#web/lib/api-client.ts';

type Ok = { status: 'success'; message: string };

/** POST /api/user/login: the session arrives as an HttpOnly cookie; the token in the body is ignored (never stored). */
export const postLogin = (body: LoginRequest) => api<LoginResponse>('/api/user/login', { body });
/** POST /api/user/register: a new account comes back logged in (`user`, and the session cookie). */
export const postRegister = (body: RegisterRequest) => api<RegisterResponse>('/api/user/register', { body });
export const postForgotPassword = (body: ForgotPasswordRequest) =>
  api<Ok>('/api/user/forgot-password', { body });
export const postResetPassword = (body: ResetPasswordRequest) =>
  api<Ok>('/api/user/reset-password', { body });
/** POST /api/user/verify-email: the token of the confirmation link, sent when the person clicks. */
export const postVerifyEmail = (body: VerifyEmailRequest) => api<Ok>('/api/user/verify-email', { body });
