import type { ImGroupApplication } from '@cidpex/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { createTestQueryClient, TestProviders } from '../../../test/render';
import type { ChatState } from '../chat-store';

const calls: unknown[][] = [];
let waiting: ImGroupApplication[] = [];
vi.mock('../chat-store', () => ({
  chatClient: () => ({
    joinGroup: async (...args: unknown[]) => {
      calls.push(['joinGroup', ...args]);
      return { status: 'WaitAdminApproval' };
    },
    getGroupApplicationList: async () => waiting,
    handleGroupApplication: async (...args: unknown[]) => {
      calls.push(['handleGroupApplication', ...args]);
      waiting = [];
    },
  }),
  refreshConversations: () => {},
}));

const { GroupApplicationsButton, JoinGroupButton } = await import('./group-admin');
const ready = { status: 'ready', groupNotices: 0 } as ChatState;

function show(node: React.ReactNode) {
  return render(<TestProviders client={createTestQueryClient()}>{node}</TestProviders>);
}

// A modal with a form in jsdom: 10–20 s on a loaded 2-core machine.
describe('joining groups', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await initI18n('zh-Hans');
    calls.length = 0;
  });

  it('asks to join by a group number, refusing one that is not a number', async () => {
    const user = userEvent.setup({ delay: null });
    show(<JoinGroupButton />);
    await user.click(screen.getByRole('button', { name: '加入群聊' }));
    const number = await screen.findByTestId('chat-group-join-number');
    await user.type(number, 'abc');
    await user.click(screen.getByRole('button', { name: '发送申请' }));
    expect(await screen.findByText('请输入正确的群号')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.clear(number);
    await user.type(number, '12');
    await user.type(screen.getByLabelText('申请说明（选填）'), '采购纸巾');
    await user.click(screen.getByRole('button', { name: '发送申请' }));
    expect(await screen.findByText('已发送入群申请，等待群主或管理员审核')).toBeTruthy();
    expect(calls).toEqual([['joinGroup', '12', '采购纸巾']]);
  });

  it('the owner sees waiting requests and agrees; the list empties', async () => {
    waiting = [
      {
        groupID: '12',
        groupName: '采购群',
        applicant: 'u9',
        applicantNick: '王采购',
        message: '采购纸巾',
        createdAt: '2024-05-15T02:00:00.000Z',
      },
    ];
    const user = userEvent.setup({ delay: null });
    show(<GroupApplicationsButton state={ready} />);
    await user.click(await screen.findByRole('button', { name: /入群申请/ }));
    expect(await screen.findByText('王采购 申请加入「采购群」')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /同\s?意/ }));
    await waitFor(() => expect(calls).toEqual([['handleGroupApplication', '12', 'u9', 'Agree']]));
    expect(await screen.findByText('暂无待处理的入群申请')).toBeTruthy();
  });
});
