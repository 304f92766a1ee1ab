import type { CodePurpose, CodeSent, SendEmailCodeBody, SendSmsCodeBody } from '@cidpex/contracts';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/client';

export type CodeChannel = 'sms' | 'email';

/** POST register/rest/visitors/token/email */
export function sendEmailCode(body: SendEmailCodeBody) {
  return http.post<CodeSent>('register/rest/visitors/token/email', body, { silent: true });
}

/** POST register/rest/visitors/phone-token */
export function sendSmsCode(body: SendSmsCodeBody) {
  return http.post<CodeSent>('register/rest/visitors/phone-token', body, { silent: true });
}

export interface SendCodeInput {
  channel: CodeChannel;
  /** The mobile number or the email address the code goes to. */
  address: string;
  purpose: CodePurpose;
}

export function sendCode({ channel, address, purpose }: SendCodeInput) {
  return channel === 'email'
    ? sendEmailCode({ email: address.trim(), purpose })
    : sendSmsCode({ mobile: address.trim(), purpose });
}

/** Asks for a code; the answer says when another one may be asked for. */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
