import type { FileStorage } from '../platform/storage';

/** The demo accounts printed at start (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Cidpex2024';
export const DEMO_ACCOUNTS = [
  {
    role: 'visitor',
    mobile: '13800000001',
    email: 'buyer@demo.cidpex.cn',
    name: '李明',
    roles: [] as string[],
  },
  {
    role: 'enterpriseAdmin',
    mobile: '13800000002',
    email: 'admin@demo.cidpex.cn',
    name: '王芳',
    roles: [] as string[],
  },
  {
    role: 'organizer',
    mobile: '13800000009',
    email: 'organizer@demo.cidpex.cn',
    name: '展会主办方',
    roles: ['organizer'],
  },
];

/** What a step may use besides the database: the file store, for demo pictures (absent in tests). */
export interface SeedContext {
  storage?: FileStorage;
}
