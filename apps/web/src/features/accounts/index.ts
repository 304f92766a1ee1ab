/**
 * What other features may use of the accounts feature: the form pieces shared by every
 * screen that asks for a code or a new password (user center, visitor registration).
 */
export { ButtonLink } from '../../components/button-link';
export { CodeField } from './components/code-field';
export { type ErrorFields, FormError, useServerError } from './components/form-error';
export { useFormRules } from './components/form-rules';
export { PasswordFields } from './components/password-fields';
export { PasswordStrength } from './components/password-strength';
export { SendCodeButton } from './components/send-code-button';
export { useCountdown } from './components/use-countdown';
