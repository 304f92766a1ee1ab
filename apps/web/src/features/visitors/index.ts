/** What other features may use of visitors: the caller's pre-registration. */
export { useMyRegistration } from './api/get-my-registration';
