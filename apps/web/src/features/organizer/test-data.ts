import type { OutboxRow, User } from '@cidpex/contracts';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 9,
    mobile: '13800000009',
    email: 'organizer@demo.cidpex.cn',
    emailVerified: true,
    name: '展会主办方',
    firstName: null,
    lastName: null,
    company: null,
    jobTitle: null,
    country: null,
    avatar: null,
    lang: 'zh-Hans',
    roles: ['organizer'],
    ignoreEmailPrompt: false,
    enterpriseId: null,
    createdAt: '2024-05-01T00:00:00.000Z',
    ...overrides,
  };
}

export const OUTBOX_ROWS: OutboxRow[] = [
  {
    id: 1,
    channel: 'email',
    recipient: 'buyer@demo.cidpex.cn',
    subject: 'CIDPEX 生活用纸展 验证码',
    body: '【CIDPEX】注册账号，验证码：482913，10分钟内有效。',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2024-05-14T02:00:00.000Z',
  },
  {
    id: 2,
    channel: 'sms',
    recipient: '13800000001',
    subject: '',
    body: '【CIDPEX】找回密码，验证码：105577，10分钟内有效。',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2024-05-14T16:30:00.000Z',
  },
];
