import type { SearchHit } from '@cidpex/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render';
import { HitLine } from './hit-line';

const EXHIBITOR: SearchHit = {
  kind: 'exhibitor',
  id: 6,
  enterpriseId: 6,
  title: 'Baoding Yuancen Paper (Demo) Co., Ltd.',
  subtitle: '保定远岑纸业示例有限公司',
  boothNos: ['1A01'],
  hall: 'Hall 1',
};

describe('HitLine (issue 24)', () => {
  it('on the English site marks the Chinese name of the exhibitor as Chinese, not the English one', async () => {
    await renderPage(<HitLine hit={EXHIBITOR} />, { lang: 'en' });
    expect(screen.getByText('Baoding Yuancen Paper (Demo) Co., Ltd.').getAttribute('lang')).toBeNull();
    expect(screen.getByText('保定远岑纸业示例有限公司').getAttribute('lang')).toBe('zh-Hans');
  });

  it('marks a post written in Traditional as zh-Hant', async () => {
    await renderPage(
      <HitLine
        hit={{ ...EXHIBITOR, kind: 'purpose', title: '供應水刺無紡布（示例）', subtitle: null, boothNos: [] }}
      />,
      { lang: 'en' },
    );
    expect(screen.getByText('供應水刺無紡布（示例）').getAttribute('lang')).toBe('zh-Hant');
  });
});
