import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n';
import { createTestQueryClient } from '../test/render';
import { Providers } from './providers';

function SaveButton() {
  const { message, modal } = App.useApp();
  return (
    <>
      <button type="button" onClick={() => message.success('已保存')}>
        save
      </button>
      <button type="button" onClick={() => modal.confirm({ content: '确定删除吗？' })}>
        delete
      </button>
    </>
  );
}

describe('antd feedback loaded on first use', () => {
  it("a page's App.useApp() message and modal show through the host mounted on the first call", async () => {
    await initI18n('zh-Hans');
    const user = userEvent.setup();
    render(
      <Providers client={createTestQueryClient()}>
        <SaveButton />
      </Providers>,
    );
    // Nothing of antd's App is mounted before a call (or the idle preload of main.tsx).
    expect(document.querySelector('.ant-message')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('已保存')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'delete' }));
    expect(await screen.findByText('确定删除吗？')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
