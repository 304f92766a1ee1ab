import type { Seminar, SeminarAttendee, SeminarRequest } from '@cidpex/contracts';

export const SEMINAR: Seminar = {
  id: 1,
  exhibitionId: 200417,
  title: {
    'zh-Hans': '生活用纸技术研讨会',
    'zh-Hant': '生活用紙技術研討會',
    en: 'Tissue Technology Seminar',
  },
  intro: {
    'zh-Hans': '新材料与市场趋势。',
    'zh-Hant': '新材料與市場趨勢。',
    en: 'New materials and market trends.',
  },
  venue: { 'zh-Hans': '会议中心', 'zh-Hant': '會議中心', en: 'Conference Center' },
  agenda: [
    {
      start: '14:00',
      end: '14:40',
      topic: { 'zh-Hans': '竹浆的应用', 'zh-Hant': '竹漿的應用', en: 'Bamboo pulp in tissue' },
      speaker: { 'zh-Hans': '林清', 'zh-Hant': '林清', en: 'Lin Qing' },
      affiliation: { 'zh-Hans': '示例纸业 技术总监', 'zh-Hant': '示例紙業 技術總監', en: 'Demo Paper, CTO' },
    },
    {
      start: '14:40',
      end: '14:55',
      topic: { 'zh-Hans': '茶歇', 'zh-Hant': '茶歇', en: 'Coffee break' },
      speaker: null,
      affiliation: null,
    },
  ],
  startsAt: '2024-05-15T06:00:00.000Z',
  endsAt: '2024-05-15T09:00:00.000Z',
  seatLimit: 120,
  seatsTaken: 119,
  seatsLeft: 1,
  waiting: 0,
  price: 128_000,
  memberPrice: 98_000,
  currency: 'CNY',
  offerHours: 24,
  open: true,
  refundUntil: '2099-05-08T15:59:00.000Z',
  refundPercent: 80,
};

export function buildAttendee(overrides: Partial<SeminarAttendee> = {}): SeminarAttendee {
  return {
    id: 11,
    requestId: 5,
    name: '李娜',
    mobile: '13712345678',
    idLast6: '12345X',
    company: null,
    jobTitle: null,
    email: null,
    status: 'seated',
    waitingPosition: null,
    offerExpiresAt: null,
    userId: null,
    ...overrides,
  };
}

export function buildRequest(overrides: Partial<SeminarRequest> = {}): SeminarRequest {
  return {
    id: 5,
    exhibitionId: 200417,
    seminarId: 1,
    type: 'SEMINAR',
    userId: 42,
    enterpriseId: null,
    status: 'draft',
    contactName: null,
    contactMobile: null,
    contactEmail: null,
    company: null,
    hpiaMember: false,
    hpiaMemberNo: null,
    attendees: [],
    unitPrice: 128_000,
    completedAt: null,
    createdAt: '2024-05-01T02:00:00.000Z',
    ...overrides,
  };
}
