import type { Locale } from '../locales';
import { errorMessage } from './messages';

/**
 * How a refusal names a field of a request (the VALIDATION message): the label a form gives
 * it, in the caller's language, instead of the JSON key. One entry per key of the request
 * bodies, queries and path parameters; the words are the web forms' where the same field has
 * a label there (apps/web/src/locales/<lang>/*.json `fields`). A key means the same thing in
 * every request, so its label is generic ("名称", not "品牌名称").
 *
 * Every key a route's schema has must be here in all three languages: the contracts test
 * walks the request schemas exported here, the server test the schemas of every route.
 */
export type FieldLabel = readonly [zhHans: string, zhHant: string, en: string];

export const FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  /** The whole body (it is not an object, or a rule over several fields failed). */
  '(body)': ['提交的内容', '提交的內容', 'Data sent'],
  /** A path under a route's wildcard (a page or a file). */
  '*': ['请求地址', '請求地址', 'Request address'],
  account: ['手机号码/邮箱', '手機號碼/郵箱', 'Mobile number or email'],
  action: ['操作', '操作', 'Action'],
  activityId: ['活动', '活動', 'Activity'],
  address: ['地址', '地址', 'Address'],
  advertisingRequestId: ['广告申请', '廣告申請', 'Advertising request'],
  affiliation: ['所属单位', '所屬單位', 'Affiliation'],
  afterId: ['起始位置', '起始位置', 'Starting point'],
  agenda: ['议程', '議程', 'Programme'],
  amount: ['金额', '金額', 'Amount'],
  answer: ['回复', '回覆', 'Answer'],
  answers: ['问卷答案', '問卷答案', 'Survey answers'],
  applicationId: ['申请', '申請', 'Application'],
  applyChatId: ['沟通申请', '溝通申請', 'Chat request'],
  appointmentId: ['会面邀约', '會面邀約', 'Meeting invitation'],
  area: ['面积', '面積', 'Area'],
  attachmentId: ['附件', '附件', 'Attachment'],
  attachmentIds: ['附件', '附件', 'Attachments'],
  attendees: ['参会人', '參會人', 'Attendees'],
  avatar: ['头像', '頭像', 'Profile photo'],
  bank: ['开户银行', '開戶銀行', 'Bank'],
  bankReference: ['银行流水号', '銀行流水號', 'Bank reference'],
  batchId: ['兑换码批次', '兌換碼批次', 'Batch of claim codes'],
  bindingId: ['展位绑定', '展位綁定', 'Booth binding'],
  body: ['提问内容', '提問內容', 'Question'],
  bodyEn: ['正文（英文）', '正文（英文）', 'Text (English)'],
  bodyZh: ['正文（中文）', '正文（中文）', 'Text (Chinese)'],
  bodyZhHans: ['正文（简体中文）', '正文（簡體中文）', 'Text (Simplified Chinese)'],
  bodyZhHant: ['正文（繁体中文）', '正文（繁體中文）', 'Text (Traditional Chinese)'],
  boothId: ['展位', '展位', 'Booth'],
  boothNo: ['展位号', '展位號', 'Booth No.'],
  boothRequestId: ['展位申请', '展位申請', 'Booth request'],
  brand: ['品牌', '品牌', 'Brand'],
  brandId: ['品牌', '品牌', 'Brand'],
  brands: ['品牌', '品牌', 'Brands'],
  business: ['业务分类', '業務分類', 'Business'],
  businessType: ['业务类型', '業務類型', 'Business type'],
  capacity: ['名额', '名額', 'Places'],
  captionEn: ['说明（英文）', '說明（英文）', 'Caption (English)'],
  captionZhHans: ['说明（简体中文）', '說明（簡體中文）', 'Caption (Simplified Chinese)'],
  captionZhHant: ['说明（繁体中文）', '說明（繁體中文）', 'Caption (Traditional Chinese)'],
  cardBackId: ['名片背面', '名片背面', 'Business card (back)'],
  cardFrontId: ['名片正面', '名片正面', 'Business card (front)'],
  cardId: ['名片', '名片', 'Business card'],
  catalogCode: ['栏目代码', '欄目代碼', 'Section code'],
  catalogId: ['内容栏目', '內容欄目', 'Content section'],
  catalogueEntry: ['登录 HPIA 会刊', '登錄 HPIA 會刊', 'Entry in the HPIA catalogue'],
  category: ['分类', '分類', 'Category'],
  channel: ['渠道', '渠道', 'Channel'],
  closeTime: ['每日闭馆', '每日閉館', 'Doors close'],
  code: ['验证码', '驗證碼', 'Verification code'],
  commentId: ['评论', '評論', 'Comment'],
  company: ['公司名称', '公司名稱', 'Company'],
  configKey: ['配置项', '配置項', 'Setting'],
  confirmPassword: ['确认密码', '確認密碼', 'Confirm password'],
  consent: ['个人信息收集同意', '個人資料蒐集同意', 'Consent to collect personal information'],
  contactEmail: ['联系人邮箱', '聯絡人郵箱', 'Contact email'],
  contactId: ['联系人', '聯絡人', 'Contact'],
  contactMobile: ['联系人手机号码', '聯絡人手機號碼', 'Contact mobile number'],
  contactMobilePhone: ['联系人手机号码', '聯絡人手機號碼', 'Contact mobile number'],
  contactName: ['联系人', '聯絡人', 'Contact person'],
  contactPhone: ['联系电话', '聯絡電話', 'Contact phone'],
  content: ['内容', '內容', 'Content'],
  contentId: ['内容', '內容', 'Content'],
  contractId: ['合同', '合約', 'Contract'],
  cornerSurchargePercent: ['角位加价', '角位加價', 'Corner surcharge'],
  count: ['数量', '數量', 'Number'],
  country: ['国家/地区', '國家/地區', 'Country/Region'],
  coverAttachmentId: ['封面图片', '封面圖片', 'Cover picture'],
  coverUrl: ['封面图片', '封面圖片', 'Cover picture'],
  creditCode: ['统一社会信用代码', '統一社會信用代碼', 'Unified social credit code'],
  currency: ['币种', '幣種', 'Currency'],
  /** A wrapper (a step's answers): left out of a longer path, named alone. */
  data: ['填写的信息', '填寫的資訊', 'Details'],
  day: ['日期', '日期', 'Date'],
  days: ['天数', '天數', 'Days'],
  decision: ['审核结果', '審核結果', 'Decision'],
  department: ['部门', '部門', 'Department'],
  depth: ['进深', '進深', 'Depth'],
  description: ['描述', '描述', 'Description'],
  descriptionEn: ['英文描述', '英文描述', 'Description (English)'],
  detail: ['详情', '詳情', 'Details'],
  detailAttachmentIds: ['详情图片', '詳情圖片', 'Detail pictures'],
  dictType: ['字典类型', '字典類型', 'Dictionary'],
  direction: ['方向', '方向', 'Direction'],
  downloadId: ['资料下载', '資料下載', 'Download'],
  email: ['邮箱', '郵箱', 'Email'],
  emailCode: ['邮箱验证码', '郵箱驗證碼', 'Email verification code'],
  employeeId: ['员工', '員工', 'Staff member'],
  en: ['英文', '英文', 'English'],
  end: ['结束时间', '結束時間', 'End time'],
  endAt: ['结束时间', '結束時間', 'End time'],
  endDate: ['闭幕日', '閉幕日', 'Last day'],
  endsAt: ['结束时间', '結束時間', 'End time'],
  enterpriseId: ['企业', '企業', 'Enterprise'],
  excludeId: ['排除的内容', '排除的內容', 'Excluded item'],
  exhibitionId: ['展会', '展會', 'Exhibition'],
  exhibits: ['展品', '展品', 'Exhibits'],
  /** The file of a hidden route (live stream segments). */
  features: ['设施', '設施', 'Facilities'],
  file: ['文件', '檔案', 'File'],
  exp: ['有效期', '有效期', 'Expiry'],
  facets: ['筛选统计', '篩選統計', 'Filter counts'],
  fax: ['传真', '傳真', 'Fax'],
  fileName: ['文件名', '檔案名稱', 'File name'],
  firstName: ['名', '名', 'First name'],
  followId: ['关注', '關注', 'Follow'],
  form: ['登记表', '登記表', 'Form'],
  forumSeats: ['论坛席位', '論壇席位', 'Forum seats'],
  from: ['开始日期', '開始日期', 'From'],
  fromBoothNo: ['原展位号', '原展位號', 'Current booth No.'],
  group: ['分组', '分組', 'Group'],
  h: ['进深（米）', '進深（米）', 'Depth (m)'],
  hall: ['展馆', '展館', 'Hall'],
  handled: ['处理状态', '處理狀態', 'Handled'],
  height: ['高度', '高度', 'Height'],
  hidden: ['隐藏', '隱藏', 'Hidden'],
  hostEn: ['主持人（英文）', '主持人（英文）', 'Host (English)'],
  hostZhHans: ['主持人（简体中文）', '主持人（簡體中文）', 'Host (Simplified Chinese)'],
  hostZhHant: ['主持人（繁体中文）', '主持人（繁體中文）', 'Host (Traditional Chinese)'],
  hpiaMember: ['HPIA 会员', 'HPIA 會員', 'HPIA member'],
  hpiaMemberNo: ['HPIA 会员编号', 'HPIA 會員編號', 'HPIA member number'],
  id: ['编号', '編號', 'ID'],
  idCardNo: ['身份证号码', '身分證號碼', 'ID card number'],
  idLast6: ['证件号码后六位', '證件號碼後六位', 'Last six characters of the ID number'],
  idType: ['证件类型', '證件類型', 'Document type'],
  ids: ['所选项目', '所選項目', 'Selected items'],
  ignore: ['忽略', '忽略', 'Ignore'],
  imUserId: ['聊天用户', '聊天用戶', 'Chat user'],
  imageIds: ['图片', '圖片', 'Pictures'],
  industry: ['行业分类', '行業分類', 'Industry'],
  interests: ['感兴趣的服务', '感興趣的服務', 'Services of interest'],
  intro: ['介绍', '介紹', 'Introduction'],
  invite: ['邀请码', '邀請碼', 'Invitation code'],
  inviteeEnterpriseId: ['受邀企业', '受邀企業', 'Invited enterprise'],
  invoiceNo: ['发票号码', '發票號碼', 'Invoice number'],
  invoiceRequestId: ['发票申请', '發票申請', 'Invoice request'],
  isPrimary: ['主要联系人', '主要聯絡人', 'Primary contact'],
  issuedOn: ['开票日期', '開立日期', 'Invoice date'],
  jobTitle: ['职位', '職位', 'Job title'],
  joinRequestId: ['加入申请', '加入申請', 'Join request'],
  key: ['标识', '標識', 'Key'],
  keyword: ['关键词', '關鍵詞', 'Keyword'],
  kind: ['类型', '類型', 'Type'],
  label: ['编号', '編號', 'Label'],
  landline: ['座机', '座機', 'Landline'],
  lang: ['语言', '語言', 'Language'],
  lastName: ['姓', '姓', 'Last name'],
  licenceAttachmentId: ['营业执照', '營業執照', 'Business licence'],
  limit: ['数量上限', '數量上限', 'Limit'],
  linkId: ['企业关联', '企業關聯', 'Enterprise link'],
  linkedin: ['LinkedIn', 'LinkedIn', 'LinkedIn'],
  logoAttachmentId: ['品牌标志', '品牌標誌', 'Brand logo'],
  m2PerStaffPass: ['每张参展证对应面积', '每張參展證對應面積', 'Area per staff pass'],
  mainBusiness: ['主营业务', '主營業務', 'Main business'],
  meetingPoint: ['会面地点', '會面地點', 'Meeting point'],
  meetingRoom: ['会议室', '會議室', 'Meeting room'],
  member: ['HPIA 会员', 'HPIA 會員', 'HPIA member'],
  memberPrice: ['会员价', '會員價', 'Member fee'],
  message: ['留言', '留言', 'Message'],
  messageID: ['消息', '訊息', 'Message'],
  method: ['支付方式', '付款方式', 'Payment method'],
  minArea: ['最小面积', '最小面積', 'Minimum area'],
  mobile: ['手机号码', '手機號碼', 'Mobile number'],
  mode: ['方式', '方式', 'Mode'],
  name: ['名称', '名稱', 'Name'],
  nameEn: ['英文名称', '英文名稱', 'English name'],
  nameZhHans: ['名称（简体中文）', '名稱（簡體中文）', 'Name (Simplified Chinese)'],
  nameZhHant: ['名称（繁体中文）', '名稱（繁體中文）', 'Name (Traditional Chinese)'],
  nature: ['企业性质', '企業性質', 'Enterprise nature'],
  nick: ['昵称', '暱稱', 'Nickname'],
  note: ['备注', '備註', 'Note'],
  offerHours: ['候补座位保留时长', '候補座位保留時長', 'Hours a freed seat is held'],
  oldPassword: ['原密码', '原密碼', 'Current password'],
  open: ['开放报名', '開放報名', 'Registration open'],
  openTime: ['每日开馆', '每日開館', 'Doors open'],
  orderId: ['订单', '訂單', 'Order'],
  outcome: ['处理结果', '處理結果', 'Outcome'],
  page: ['页码', '頁碼', 'Page'],
  pageSize: ['每页条数', '每頁筆數', 'Page size'],
  paperAttachmentIds: ['入驻资料', '入駐資料', 'Settlement documents'],
  parameters: ['商品参数', '商品參數', 'Specifications'],
  parentCode: ['上级地区', '上級地區', 'Parent region'],
  parentId: ['上级栏目', '上級欄目', 'Parent section'],
  passportNo: ['护照号码', '護照號碼', 'Passport number'],
  password: ['密码', '密碼', 'Password'],
  path: ['路径', '路徑', 'Path'],
  paymentStatus: ['付款状态', '付款狀態', 'Payment status'],
  phone: ['电话', '電話', 'Phone'],
  photoId: ['照片', '照片', 'Photo'],
  place: ['地点', '地點', 'Place'],
  placeKind: ['会面地点类型', '會面地點類型', 'Kind of meeting place'],
  placeType: ['活动地点类型', '活動地點類型', 'Where'],
  position: ['职务', '職務', 'Position'],
  postalCode: ['邮政编码', '郵遞區號', 'Postal code'],
  posterAttachmentId: ['海报', '海報', 'Poster'],
  posterUrl: ['海报', '海報', 'Poster'],
  previewId: ['页面预览', '頁面預覽', 'Page preview'],
  price: ['价格', '價格', 'Price'],
  prize: ['奖品', '獎品', 'Prize'],
  productId: ['商品', '商品', 'Product'],
  productIds: ['商品', '商品', 'Products'],
  profileEn: ['企业简介（英文）', '企業簡介（英文）', 'Profile (English)'],
  profileZhHans: ['企业简介（简体中文）', '企業簡介（簡體中文）', 'Profile (Simplified Chinese)'],
  profileZhHant: ['企业简介（繁体中文）', '企業簡介（繁體中文）', 'Profile (Traditional Chinese)'],
  propagandaId: ['宣传资料', '宣傳資料', 'Publicity material'],
  province: ['省份', '省份', 'Province'],
  publishAt: ['发布时间', '發佈時間', 'Publish time'],
  publishStatus: ['发布状态', '發佈狀態', 'Publish status'],
  published: ['已发布', '已發佈', 'Published'],
  purpose: ['用途', '用途', 'Purpose'],
  purposeId: ['供需信息', '供需資訊', 'Post'],
  purposeIds: ['供需信息', '供需資訊', 'Posts'],
  q: ['搜索词', '搜尋詞', 'Search'],
  qq: ['QQ', 'QQ', 'QQ'],
  quantity: ['数量', '數量', 'Quantity'],
  questionId: ['提问', '提問', 'Question'],
  reason: ['原因', '原因', 'Reason'],
  redeemed: ['兑换状态', '兌換狀態', 'Redeemed'],
  refId: ['关联对象', '關聯對象', 'Linked item'],
  refType: ['关联类型', '關聯類型', 'Kind of linked item'],
  refundId: ['退款', '退款', 'Refund'],
  refundPercent: ['退款比例', '退款比例', 'Refund share'],
  refundUntil: ['退款截止时间', '退款截止時間', 'Refunds until'],
  region: ['代理地区', '代理地區', 'Region'],
  registrationClosesAt: ['预登记截止时间', '預登記截止時間', 'Pre-registration closes'],
  registrationOpensAt: ['预登记开放时间', '預登記開放時間', 'Pre-registration opens'],
  relation: ['关系', '關係', 'Relation'],
  relevanceById: ['关联编号', '關聯編號', 'Related ID'],
  replayUrl: ['回放地址', '回放地址', 'Replay link'],
  reply: ['回复', '回覆', 'Reply'],
  report: ['报告', '報告', 'Report'],
  requestContactId: ['报名联系人', '報名聯絡人', 'Registration contact'],
  requestId: ['申请', '申請', 'Request'],
  requestKey: ['请求标识', '請求標識', 'Request key'],
  result: ['结果', '結果', 'Result'],
  role: ['角色', '角色', 'Role'],
  roundId: ['直播场次', '直播場次', 'Live session'],
  seatLimit: ['座位数', '座位數', 'Seats'],
  seats: ['座位数', '座位數', 'Seats'],
  secondaryBusiness: ['次要业务', '次要業務', 'Secondary business'],
  sectionId: ['栏目', '欄目', 'Section'],
  settlementId: ['入驻申请', '入駐申請', 'Settlement request'],
  sig: ['签名', '簽名', 'Signature'],
  signupId: ['报名', '報名', 'Sign-up'],
  siteId: ['站点', '站點', 'Site'],
  siteImageIds: ['展示图片', '展示圖片', 'Site pictures'],
  sort: ['排序', '排序', 'Order'],
  source: ['来源', '來源', 'Source'],
  speaker: ['主讲人', '主講人', 'Speaker'],
  sphereRequestId: ['会议室申请', '會議室申請', 'Meeting room request'],
  staffId: ['员工', '員工', 'Staff member'],
  staffPassId: ['参展证', '參展證', 'Staff pass'],
  staffUserIds: ['接待员工', '接待員工', 'Staff who receive visitors'],
  start: ['开始时间', '開始時間', 'Start time'],
  startAt: ['开始时间', '開始時間', 'Start time'],
  startDate: ['开幕日', '開幕日', 'First day'],
  startsAt: ['开始时间', '開始時間', 'Start time'],
  status: ['状态', '狀態', 'Status'],
  step: ['步骤', '步驟', 'Step'],
  streamUrl: ['直播地址', '直播地址', 'Stream link'],
  submit: ['提交审核', '提交審核', 'Submit for review'],
  summary: ['摘要', '摘要', 'Summary'],
  summaryEn: ['摘要（英文）', '摘要（英文）', 'Summary (English)'],
  summaryZhHans: ['摘要（简体中文）', '摘要（簡體中文）', 'Summary (Simplified Chinese)'],
  summaryZhHant: ['摘要（繁体中文）', '摘要（繁體中文）', 'Summary (Traditional Chinese)'],
  surveyId: ['问卷', '問卷', 'Survey'],
  tab: ['标签页', '標籤頁', 'Tab'],
  targetId: ['对象', '對象', 'Target'],
  targetType: ['对象类型', '對象類型', 'Kind of target'],
  targetUserId: ['对方用户', '對方用戶', 'Other user'],
  taxpayerId: ['纳税人识别号', '納稅人識別號', 'Taxpayer ID'],
  tel: ['电话', '電話', 'Telephone'],
  tempUserId: ['访客标识', '訪客標識', 'Visitor key'],
  texts: ['文本', '文本', 'Texts'],
  time: ['时间', '時間', 'Time'],
  title: ['标题', '標題', 'Title'],
  titleEn: ['标题（英文）', '標題（英文）', 'Title (English)'],
  titleZh: ['标题（中文）', '標題（中文）', 'Title (Chinese)'],
  titleZhHans: ['标题（简体中文）', '標題（簡體中文）', 'Title (Simplified Chinese)'],
  titleZhHant: ['标题（繁体中文）', '標題（繁體中文）', 'Title (Traditional Chinese)'],
  to: ['结束日期', '結束日期', 'To'],
  topic: ['主题', '主題', 'Topic'],
  tradeNo: ['交易单号', '交易單號', 'Transaction no.'],
  transferredOn: ['转账日期', '轉帳日期', 'Date of the transfer'],
  type: ['类型', '類型', 'Type'],
  types: ['展位类型', '展位類型', 'Booth types'],
  unitPrice: ['单价', '單價', 'Unit price'],
  url: ['网址', '網址', 'URL'],
  useAccountEmail: ['使用账号邮箱', '使用帳號郵箱', "Use the account's email"],
  userId: ['用户', '用戶', 'User'],
  value: ['参数值', '參數值', 'Value'],
  venue: ['地点', '地點', 'Venue'],
  version: ['版本', '版本', 'Version'],
  videoAttachmentId: ['视频', '影片', 'Video'],
  videos: ['视频', '影片', 'Videos'],
  view: ['视图', '檢視', 'View'],
  visitorId: ['观众', '觀眾', 'Visitor'],
  w: ['宽度（米）', '寬度（米）', 'Width (m)'],
  webcastId: ['直播', '直播', 'Webcast'],
  website: ['网址', '網址', 'Website'],
  wechat: ['微信', '微信', 'WeChat'],
  whatsapp: ['WhatsApp', 'WhatsApp', 'WhatsApp'],
  width: ['宽度', '寬度', 'Width'],
  withReport: ['包含报告', '包含報告', 'With report'],
  words: ['禁用词', '禁用詞', 'Banned words'],
  x: ['距左侧（米）', '距左側（米）', 'From the left (m)'],
  y: ['距顶部（米）', '距頂部（米）', 'From the top (m)'],
  'zh-Hans': ['简体中文', '簡體中文', 'Simplified Chinese'],
  'zh-Hant': ['繁体中文', '繁體中文', 'Traditional Chinese'],
};

const LOCALE_INDEX: Record<Locale, 0 | 1 | 2> = { 'zh-Hans': 0, 'zh-Hant': 1, en: 2 };

/** Keys that name a language: in a path they qualify the field before them ("标题（英文）"). */
const LANGUAGE_KEYS = new Set(['zh-Hans', 'zh-Hant', 'en']);
/** Wrappers that add nothing to a longer path ("data.contactMobile" reads "联系人手机号码"). */
const WRAPPER_KEYS = new Set(['data']);

/** The words of a path, in each language: an item's number, the join of a parent and its field. */
const PATH_WORDS: Record<
  Locale,
  {
    item: (n: number) => string;
    itemOf: (label: string, n: number) => string;
    qualified: (label: string, by: string) => string;
    child: (parent: string, label: string) => string;
    list: string;
  }
> = {
  'zh-Hans': {
    item: (n) => `第 ${n} 项`,
    itemOf: (label, n) => `${label}（第 ${n} 项）`,
    qualified: (label, by) => `${label}（${by}）`,
    child: (parent, label) => `${parent}的${label}`,
    list: '、',
  },
  'zh-Hant': {
    item: (n) => `第 ${n} 項`,
    itemOf: (label, n) => `${label}（第 ${n} 項）`,
    qualified: (label, by) => `${label}（${by}）`,
    child: (parent, label) => `${parent}的${label}`,
    list: '、',
  },
  en: {
    item: (n) => `Item ${n}`,
    itemOf: (label, n) => `${label} (item ${n})`,
    qualified: (label, by) => `${label} (${by})`,
    child: (parent, label) => `${parent}: ${label}`,
    list: ', ',
  },
};

/**
 * A key without a label (it should not happen: the tests keep the catalog whole), readable
 * anyway: its words split and in lower case ("contactMobilePhone" → "contact mobile phone";
 * in English with a capital: "Contact mobile phone"). Never the raw camelCase.
 */
export function humanizeFieldKey(locale: Locale, key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .split(/[\s_\-.*()]+/)
    .filter(Boolean)
    .map((word) => (/^id$/i.test(word) ? 'ID' : word.toLowerCase()));
  if (words.length === 0) return FIELD_LABELS['(body)']![LOCALE_INDEX[locale]];
  const text = words.join(' ');
  return locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The label of one key (not a path) in a language; a humanised key when there is none. */
export function keyLabel(locale: Locale, key: string): string {
  const entry = Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key] : undefined;
  return entry ? entry[LOCALE_INDEX[locale]] : humanizeFieldKey(locale, key);
}

/**
 * How a message names a field given by its path (`data.fields` of a refusal: "items.0.name"):
 * zh-Hans "商品参数（第 1 项）的名称", zh-Hant "商品參數（第 1 項）的名稱",
 * en "Specifications (item 1): Name"; "title.en" → "标题（英文）" / "Title (English)".
 */
export function fieldLabel(locale: Locale, path: string | readonly PropertyKey[]): string {
  const segments = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(Boolean);
  if (segments.length === 0) return keyLabel(locale, '(body)');
  const words = PATH_WORDS[locale];
  const parts: string[] = [];
  segments.forEach((segment, at) => {
    const last = parts.length - 1;
    if (/^\d+$/.test(segment)) {
      const n = Number(segment) + 1;
      if (last < 0) parts.push(words.item(n));
      else parts[last] = words.itemOf(parts[last]!, n);
    } else if (LANGUAGE_KEYS.has(segment) && last >= 0) {
      parts[last] = words.qualified(parts[last]!, keyLabel(locale, segment));
    } else if (!(WRAPPER_KEYS.has(segment) && at < segments.length - 1)) {
      parts.push(keyLabel(locale, segment));
    }
  });
  return parts.reduce((parent, label) => words.child(parent, label));
}

/** Several fields for one message, each once, in the language's list form ("手机号码、邮箱"). */
export function fieldList(locale: Locale, paths: readonly string[]): string {
  const labels = [...new Set(paths.map((path) => fieldLabel(locale, path)))];
  return labels.join(PATH_WORDS[locale].list);
}

/** The VALIDATION message naming the fields by their labels: "提交的信息有误：手机号码、邮箱". */
export function validationMessage(locale: Locale, paths: readonly string[]): string {
  return errorMessage(locale, 'VALIDATION', { fields: fieldList(locale, paths) });
}
