import type { ReactNode } from 'react';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/**
 * Characters written only in Traditional Chinese (their Simplified form differs), the common
 * ones of the portal's texts and of the fair's trade: a text with one of them is Traditional.
 * Generated with OpenCC (Taiwan → Simplified differs, Simplified → Taiwan keeps it), leaving out
 * the characters Simplified texts use too (著, 乾).
 */
const TRADITIONAL_ONLY = new Set(
  '丟並亞佇佈佔併來係個們側備傳僅價儀億優儲兌兒內兩冊凱別刪則創劃動務勢匯區協參員問啟單嗎嘗噸國圍圓圖執報場墊壇壯夠夾奧嬰實寧審寫寬將專尋對導屆層屬嵐嶽師帳帶幫幾廚廠廢廣廳張強後徑從復恆悅態慶憑應戶捲掃掛採換擇擊據攝敗數斷於時晉暫曆會東條棄業極榮構槍標樣樹機橫檔檢欄權歡歷決沒沖況減測準溝溼滿漿潔潤澤濕濰瀏瀾灣為無熱燈營爾牆狀獎獨獲現環產畫異當發盡監盧眾確碼禮稅種稱積穩筆節範篩簡簽紀約紋納純紙級紡細紹終組結絕絡給絨統綁經綠維網綸線編縮總織繞繩繫繳繼續纖羅義聞聯職聽肅腦膠臺與興舉舊華萬蒐蓋薦薩藍藝蘇蘭處虛號術衛補裝裡製複褲見規視覽觀訂計訊討記訪設許訴註詐評詞詢試話該詳誌認語誤說誰調談請論諮諾講謝證識議護讀讓豐負貨責貴買費貼貿資賓質賬購趨踐車軟載輔輯輸轉辦辭這連週進運過達違遞遠選遺遼還郵鄴醫釋鈕銀銷錄錦錯鍵鎖鏈鏡鐘長門閉開閒間閱關陝陳隊階際隨隱雙雲電霽韓頁頂項順須預領頭頻題額類顧顯風飲養餘館饋馬駁駐騙驗驟鴻鷺麗麥麵麼黃點龍',
);

/**
 * The language tag for text a user typed (a name, a company, a post): Chinese when it has Han
 * characters, `zh-Hant` when one of them is written only in Traditional, else `zh-Hans`, so that
 * screen readers pronounce it and the browser picks the right glyphs on an English page.
 */
export function userTextLang(text: string | null | undefined): 'zh-Hans' | 'zh-Hant' | undefined {
  if (!text || !CJK.test(text)) return undefined;
  for (const c of text) if (TRADITIONAL_ONLY.has(c)) return 'zh-Hant';
  return 'zh-Hans';
}

/**
 * Text entered by people, shown as they wrote it: marked with its own language so that
 * screen readers pronounce it right and an English page may show a Chinese name.
 */
export function UserText({
  children,
  fallback,
}: {
  children: string | null | undefined;
  fallback?: ReactNode;
}) {
  if (!children) return <>{fallback ?? null}</>;
  return (
    <span lang={userTextLang(children)} translate="no">
      {children}
    </span>
  );
}

const SLOT = '\u2063';

/** A placeholder to pass to `t()` for a value a user typed; `WithUserText` puts the value back marked. */
export function userSlot(name: string): string {
  return `${SLOT}${name}${SLOT}`;
}

/**
 * A translated sentence with user-typed values inside (a name, a company), each marked with
 * its own language: `<WithUserText text={t('key', { name: userSlot('name') })} values={{ name }} />`.
 */
export function WithUserText({
  text,
  values,
}: {
  text: string;
  values: Record<string, string | null | undefined>;
}) {
  const parts = text.split(SLOT);
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts are the names of the slots between two markers.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed sentence never reorder
        i % 2 === 1 ? <UserText key={i}>{values[part]}</UserText> : part,
      )}
    </>
  );
}
