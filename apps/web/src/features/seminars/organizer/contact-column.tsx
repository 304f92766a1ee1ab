import type { TFunction } from 'i18next';
import { UserText } from '../../../components/user-text';

/** Who paid or asked, as the seminar console's queues show it: contact, mobile, company. */
export interface SeminarContact {
  contactName: string | null;
  contactMobile: string | null;
  company: string | null;
}

/** The "contact" column shared by the refunds and invoices queues. */
export function contactColumn<T extends SeminarContact>(t: TFunction) {
  return {
    title: t('form.contact'),
    key: 'contact',
    render: (_: unknown, r: T) => (
      <>
        <UserText>{r.contactName}</UserText> {r.contactMobile}
        <br />
        <UserText>{r.company}</UserText>
      </>
    ),
  };
}
