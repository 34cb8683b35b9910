import { describe, expect, it, jest } from '@jest/globals';
import { bindToastInstance, onToastWaiting, toast } from './toast';

type Instance = Parameters<typeof bindToastInstance>[0] & object;
const instanceRecording = (shown: string[]) =>
  ({ open: (config: { content: unknown }) => shown.push(String(config.content)) }) as unknown as Instance;

describe('toast before its instance is there (ADR 0042: antd message loaded after the page)', () => {
  it('queues toasts, tells the bridge each time one waits, and shows them in order once bound', () => {
    const load = jest.fn();
    const stop = onToastWaiting(load);
    toast.error('Sign-in failed');
    toast.success('Saved');
    expect(load).toHaveBeenCalledTimes(2);

    const shown: string[] = [];
    bindToastInstance(instanceRecording(shown));
    expect(shown).toEqual(['Sign-in failed', 'Saved']);
    toast.info('Later');
    expect(shown).toEqual(['Sign-in failed', 'Saved', 'Later']);
    expect(load).toHaveBeenCalledTimes(2);
    bindToastInstance(null);
    stop();
  });

  it('tells a bridge that subscribes after a toast was queued at once, and no bridge once it unsubscribed', () => {
    toast.warning('Queued before the bridge');
    const load = jest.fn();
    const stop = onToastWaiting(load);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
    toast.warning('Queued after');
    expect(load).toHaveBeenCalledTimes(1);

    const shown: string[] = [];
    bindToastInstance(instanceRecording(shown));
    expect(shown).toEqual(['Queued before the bridge', 'Queued after']);
    bindToastInstance(null);
  });
});
