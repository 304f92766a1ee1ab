import fs from 'node:fs';
import * as OpenCC from 'opencc-js';

const conv = OpenCC.Converter({ from: 'cn', to: 't' });
const [src, dst] = process.argv.slice(2);
let text = conv(fs.readFileSync(src, 'utf8'));
const fixes = [
  ['賬號', '帳號'],
  ['賬戶', '帳戶'],
  ['觀衆', '觀眾'],
  ['審覈', '審核'],
  ['信息', '資訊'],
  ['獲取', '取得'],
  ['創建', '建立'],
  ['在線溝通', '線上溝通'],
  ['二維碼', 'QR 碼'],
];
for (const [a, b] of fixes) text = text.replaceAll(a, b);
fs.writeFileSync(dst, text);
