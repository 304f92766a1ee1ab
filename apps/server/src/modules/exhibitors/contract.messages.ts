import type { Locale } from '@cidpex/contracts';

/** The booth contract is drawn in Chinese or in English (Traditional-Chinese callers get the Chinese text). */
export type ContractLang = 'zh' | 'en';
export const contractLangOf = (locale: Locale): ContractLang => (locale === 'en' ? 'en' : 'zh');

/**
 * The contract's texts and terms (the boothContractTerms of the fair). The terms follow usual
 * practice at Chinese fairs (fair-facts.md ⚠️): they are the demo's terms, not the real fair's.
 */
export const CONTRACT_TEXTS = {
  zh: {
    fair: '第32届生活用纸国际科技展览会 · 2024年5月15日至17日 · 南京国际博览中心',
    title: '展位合同',
    contractNo: '合同编号',
    partyA: '甲方（主办方）',
    partyB: '乙方（参展商）',
    organizer: '中国造纸协会生活用纸专业委员会',
    dates: '展期',
    datesValue: '2024年5月15日至17日，每日 09:00–17:00',
    booths: '展位',
    columns: { booth: '展位号', hall: '展馆', type: '类型', size: '面积', price: '金额（元）' },
    types: { standard: '标准展位', raw: '光地' },
    corner: '角位',
    total: '合计',
    termsTitle: '合同条款',
    terms: [
      '标准展位为 3×3 米，含三面围板（高 2.5 米）、中英文楣板、地毯、一桌两椅、两盏射灯及一个 220V 插座；光地 36 平方米起，由参展商自行搭建，限高约 5 米。',
      '两面开口的角位加收 20%。',
      '乙方应于合同签订后 10 个工作日内以银行转账方式付清全部费用，汇款附言请注明合同编号 {reference}。',
      '甲方收款后确认展位；逾期未付款的，甲方有权将展位另行安排。',
      '参展证按展位面积约每 3 平方米一张发放，须实名登记。',
      '乙方签字盖章后，请将合同扫描件通过平台上传回传。',
    ],
    sign: '签字（盖章）',
  },
  en: {
    fair: '32nd Tissue Paper International Technology Exhibition · 15–17 May 2024 · Nanjing International Expo Center',
    title: 'Booth Contract',
    contractNo: 'Contract No',
    partyA: 'Party A (organizer)',
    partyB: 'Party B (exhibitor)',
    organizer: 'China National Household Paper Industry Association (CNHPIA)',
    dates: 'Fair dates',
    datesValue: '15–17 May 2024, 09:00–17:00 daily',
    booths: 'Booths',
    columns: { booth: 'Booth No', hall: 'Hall', type: 'Type', size: 'Area', price: 'Amount (CNY)' },
    types: { standard: 'Standard booth', raw: 'Raw space' },
    corner: 'corner',
    total: 'Total',
    termsTitle: 'Terms',
    terms: [
      'A standard booth is 3 × 3 m with three walls 2.5 m high, a bilingual fascia, carpet, one table, two chairs, two spotlights and one 220 V socket. Raw space starts at 36 m²; the exhibitor builds the stand, height limit about 5 m.',
      'A corner booth (open on two sides) carries a 20% surcharge.',
      'Party B pays the full amount by bank transfer within 10 working days of signing, quoting the contract number {reference}.',
      'The booth is confirmed when the payment is received; the organizer may reallocate booths not paid in time.',
      'Exhibitor badges are issued at about one per 3 m² of booth, registered by real name.',
      'Once signed and stamped, upload a scan of this contract on the portal.',
    ],
    sign: 'Signature (stamp)',
  },
} as const;
