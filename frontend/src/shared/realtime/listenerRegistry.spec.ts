import { describe, expect, it, jest } from '@jest/globals';
import { createListenerRegistry } from './listenerRegistry';

type Events = { 'message:new': { id: string }; counts: { unread: number } };

describe('the realtime listener registry', () => {
  it('calls the listeners of the emitted event only, with its payload', () => {
    const registry = createListenerRegistry<Events>();
    const messages: string[] = [];
    const counts: number[] = [];
    registry.on('message:new', ({ id }) => messages.push(id));
    registry.on('counts', ({ unread }) => counts.push(unread));
    registry.emit('message:new', { id: 'm-1' });
    expect(messages).toEqual(['m-1']);
    expect(counts).toEqual([]);
  });

  it('removes exactly the subscription whose off was called, even for the same function added twice', () => {
    const registry = createListenerRegistry<Events>();
    const heard: string[] = [];
    const listener = ({ id }: { id: string }) => heard.push(id);
    const offFirst = registry.on('message:new', listener);
    registry.on('message:new', listener);
    offFirst();
    offFirst(); // a second call changes nothing
    registry.emit('message:new', { id: 'm-1' });
    expect(heard).toEqual(['m-1']);
    expect(registry.count('message:new')).toBe(1);
  });

  it('lets the other listeners hear a push when one throws, and reports the error', () => {
    const errors: unknown[] = [];
    const registry = createListenerRegistry<Events>((error) => errors.push(error));
    const heard = jest.fn();
    registry.on('counts', () => {
      throw new Error('broken screen');
    });
    registry.on('counts', heard);
    registry.emit('counts', { unread: 2 });
    expect(heard).toHaveBeenCalledWith({ unread: 2 });
    expect(errors).toEqual([new Error('broken screen')]);
  });

  it('does not call a listener added by another listener during the same emit', () => {
    const registry = createListenerRegistry<Events>();
    const late = jest.fn();
    registry.on('counts', () => void registry.on('counts', late));
    registry.emit('counts', { unread: 1 });
    expect(late).not.toHaveBeenCalled();
    registry.emit('counts', { unread: 2 });
    expect(late).toHaveBeenCalledTimes(1);
  });
});
