/**
 * Demo dictionaries of the 32nd fair, from shared/spec/fair-facts.md §2 (trilingual,
 * Traditional checked with OpenCC). [code, zh-Hans, zh-Hant, en, parentCode?]
 */
export type DictSeed = [code: string, zhHans: string, zhHant: string, en: string, parent?: string];

export const EXHIBITION_AREAS: DictSeed[] = [
  ['A01', '生活用纸成品', '生活用紙成品', 'Finished Tissue Products'],
  ['A02', '纸尿裤及成人失禁用品', '紙尿褲及成人失禁用品', 'Diapers & Adult Incontinence'],
  ['A03', '女性卫生用品', '女性衛生用品', 'Feminine Care'],
  ['A04', '湿巾', '濕巾', 'Wet Wipes'],
  ['A05', '纸浆及原纸', '紙漿及原紙', 'Pulp & Parent Rolls'],
  ['A06', '原辅材料', '原輔材料', 'Raw & Auxiliary Materials'],
  ['A07', '非织造布', '非織造布', 'Nonwovens'],
  ['A08', '生活用纸机械', '生活用紙機械', 'Tissue Machinery & Converting'],
  ['A09', '卫生用品机械', '衛生用品機械', 'Hygiene Products Machinery'],
  ['A10', '包装材料及设备', '包裝材料及設備', 'Packaging Materials & Equipment'],
  ['A11', '新产品展区', '新產品展區', 'New Products Pavilion'],
  ['A12', '国际展区', '國際展區', 'International Pavilion'],
];

export const HALLS: DictSeed[] = [
  ...Array.from(
    { length: 9 },
    (_, i): DictSeed => [`H${i + 1}`, `${i + 1}号馆`, `${i + 1}號館`, `Hall ${i + 1}`],
  ),
  ['REG', '登录厅', '登錄廳', 'Registration Hall'],
  ['MFH', '多功能厅', '多功能廳', 'Multi-function Hall'],
  ['CC', '会议中心', '會議中心', 'Conference Center'],
];

export const INDUSTRIES: DictSeed[] = [
  ['I1', '生活用纸', '生活用紙', 'Tissue Paper'],
  ['I101', '卫生纸', '衛生紙', 'Toilet Tissue', 'I1'],
  ['I102', '面巾纸', '面巾紙', 'Facial Tissue', 'I1'],
  ['I103', '餐巾纸', '餐巾紙', 'Napkins', 'I1'],
  ['I104', '厨房用纸及擦手纸', '廚房用紙及擦手紙', 'Kitchen & Hand Towels', 'I1'],
  ['I2', '卫生用品', '衛生用品', 'Absorbent Hygiene Products'],
  ['I201', '婴儿纸尿裤', '嬰兒紙尿褲', 'Baby Diapers', 'I2'],
  ['I202', '卫生巾及护垫', '衛生巾及護墊', 'Sanitary Napkins & Liners', 'I2'],
  ['I203', '成人失禁用品', '成人失禁用品', 'Adult Incontinence', 'I2'],
  ['I204', '湿巾', '濕巾', 'Wet Wipes', 'I2'],
  ['I3', '原辅材料', '原輔材料', 'Raw Materials'],
  ['I301', '绒毛浆', '絨毛漿', 'Fluff Pulp', 'I3'],
  ['I302', '高吸水性树脂', '高吸水性樹脂', 'Superabsorbent Polymer (SAP)', 'I3'],
  ['I303', '非织造布', '非織造布', 'Nonwovens', 'I3'],
  ['I304', '薄膜及热熔胶', '薄膜及熱熔膠', 'Films & Hot-melt Adhesives', 'I3'],
  ['I4', '机械设备', '機械設備', 'Machinery & Equipment'],
  ['I401', '卫生纸机', '衛生紙機', 'Tissue Machines', 'I4'],
  ['I402', '加工及包装设备', '加工及包裝設備', 'Converting & Packaging Equipment', 'I4'],
  ['I5', '配套服务', '配套服務', 'Services'],
  ['I501', '检测认证', '檢測認證', 'Testing & Certification', 'I5'],
];

export const JOB_TITLES: DictSeed[] = [
  ['J01', '董事长', '董事長', 'Chairman'],
  ['J02', '总经理', '總經理', 'General Manager'],
  ['J03', '采购经理', '採購經理', 'Purchasing Manager'],
  ['J04', '销售经理', '銷售經理', 'Sales Manager'],
  ['J05', '市场经理', '市場經理', 'Marketing Manager'],
  ['J06', '外贸经理', '外貿經理', 'Export Manager'],
  ['J07', '厂长', '廠長', 'Plant Manager'],
  ['J08', '技术总监', '技術總監', 'Technical Director'],
  ['J09', '研发工程师', '研發工程師', 'R&D Engineer'],
  ['J10', '品质经理', '品質經理', 'Quality Manager'],
  ['J99', '其他', '其他', 'Other'],
];

export const BUSINESS_TYPES: DictSeed[] = [
  ['B01', '生产商', '生產商', 'Manufacturer'],
  ['B02', '经销商/代理商', '經銷商/代理商', 'Distributor/Agent'],
  ['B03', '零售商/商超', '零售商/商超', 'Retailer/Supermarket'],
  ['B04', '电商', '電商', 'E-commerce'],
  ['B05', '酒店餐饮', '酒店餐飲', 'Hotel & Catering'],
  ['B06', '医院及养老机构', '醫院及養老機構', 'Hospital & Elderly Care'],
  ['B07', '进出口贸易商', '進出口貿易商', 'Import/Export Trader'],
  ['B08', '母婴店', '母嬰店', 'Mother & Baby Store'],
  ['B99', '其他', '其他', 'Other'],
];

export const ENTERPRISE_NATURES: DictSeed[] = [
  ['N01', '国有企业', '國有企業', 'State-owned Enterprise'],
  ['N02', '民营企业', '民營企業', 'Private Enterprise'],
  ['N03', '外商独资企业', '外商獨資企業', 'Wholly Foreign-owned Enterprise'],
  ['N04', '中外合资企业', '中外合資企業', 'Sino-foreign Joint Venture'],
  ['N05', '港澳台资企业', '港澳臺資企業', 'HK/Macao/Taiwan-invested Enterprise'],
  ['N06', '集体企业', '集體企業', 'Collective Enterprise'],
];

export const COUNTRIES: DictSeed[] = [
  ['CN', '中国', '中國', 'China'],
  ['HK', '中国香港', '中國香港', 'Hong Kong, China'],
  ['TW', '中国台湾', '中國臺灣', 'Taiwan, China'],
  ['JP', '日本', '日本', 'Japan'],
  ['KR', '韩国', '韓國', 'South Korea'],
  ['IT', '意大利', '意大利', 'Italy'],
  ['DE', '德国', '德國', 'Germany'],
  ['FI', '芬兰', '芬蘭', 'Finland'],
  ['SE', '瑞典', '瑞典', 'Sweden'],
  ['US', '美国', '美國', 'United States'],
  ['IN', '印度', '印度', 'India'],
  ['TR', '土耳其', '土耳其', 'Türkiye'],
  ['VN', '越南', '越南', 'Vietnam'],
  ['ID', '印度尼西亚', '印度尼西亞', 'Indonesia'],
  ['MY', '马来西亚', '馬來西亞', 'Malaysia'],
  ['TH', '泰国', '泰國', 'Thailand'],
  ['PH', '菲律宾', '菲律賓', 'Philippines'],
  ['PK', '巴基斯坦', '巴基斯坦', 'Pakistan'],
  ['RU', '俄罗斯', '俄羅斯', 'Russia'],
  ['EG', '埃及', '埃及', 'Egypt'],
];

export const PROVINCES: DictSeed[] = [
  ['11', '北京市', '北京市', 'Beijing'],
  ['12', '天津市', '天津市', 'Tianjin'],
  ['13', '河北省', '河北省', 'Hebei'],
  ['14', '山西省', '山西省', 'Shanxi'],
  ['15', '内蒙古自治区', '內蒙古自治區', 'Inner Mongolia'],
  ['21', '辽宁省', '遼寧省', 'Liaoning'],
  ['22', '吉林省', '吉林省', 'Jilin'],
  ['23', '黑龙江省', '黑龍江省', 'Heilongjiang'],
  ['31', '上海市', '上海市', 'Shanghai'],
  ['32', '江苏省', '江蘇省', 'Jiangsu'],
  ['33', '浙江省', '浙江省', 'Zhejiang'],
  ['34', '安徽省', '安徽省', 'Anhui'],
  ['35', '福建省', '福建省', 'Fujian'],
  ['36', '江西省', '江西省', 'Jiangxi'],
  ['37', '山东省', '山東省', 'Shandong'],
  ['41', '河南省', '河南省', 'Henan'],
  ['42', '湖北省', '湖北省', 'Hubei'],
  ['43', '湖南省', '湖南省', 'Hunan'],
  ['44', '广东省', '廣東省', 'Guangdong'],
  ['45', '广西壮族自治区', '廣西壯族自治區', 'Guangxi'],
  ['46', '海南省', '海南省', 'Hainan'],
  ['50', '重庆市', '重慶市', 'Chongqing'],
  ['51', '四川省', '四川省', 'Sichuan'],
  ['52', '贵州省', '貴州省', 'Guizhou'],
  ['53', '云南省', '雲南省', 'Yunnan'],
  ['54', '西藏自治区', '西藏自治區', 'Tibet'],
  ['61', '陕西省', '陝西省', 'Shaanxi'],
  ['62', '甘肃省', '甘肅省', 'Gansu'],
  ['63', '青海省', '青海省', 'Qinghai'],
  ['64', '宁夏回族自治区', '寧夏回族自治區', 'Ningxia'],
  ['65', '新疆维吾尔自治区', '新疆維吾爾自治區', 'Xinjiang'],
  ['71', '台湾省', '臺灣省', 'Taiwan'],
  ['81', '香港特别行政区', '香港特別行政區', 'Hong Kong SAR'],
  ['82', '澳门特别行政区', '澳門特別行政區', 'Macao SAR'],
];
