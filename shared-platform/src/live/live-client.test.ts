import type { UnknownAction } from '@reduxjs/toolkit';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import { baseApi } from '../api/base-api';
import { setRuntimeConfig } from '../config/runtime-config';
import { installFakeEventSource, signedInAs } from '../testing';
import { hiddenTabPauseMs, LiveClient, reconnectWait, reconnectWaitMs } from './live-client';
import { liveResetTags } from './live-tags';

const fake = installFakeEventSource();

let client: LiveClient;
let dispatch: jest.Mock<unknown, [UnknownAction]>;
let visibility: DocumentVisibilityState;
const unsubscribes: (() => void)[] = [];

/** Subscribes as a page would (the store's dispatch given), and lets the client open or change its stream. */
function subscribe(topics: string[], onEvent?: jest.Mock, store = dispatch) {
  const unsubscribe = client.subscribe({ topics, dispatch: store, onEvent });
  unsubscribes.push(unsubscribe);
  jest.advanceTimersByTime(0);
  return () => {
    unsubscribe();
    jest.advanceTimersByTime(0);
  };
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

const invalidated = (...tags: Parameters<typeof baseApi.util.invalidateTags>[0]) => baseApi.util.invalidateTags(tags);

beforeAll(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test/', ruleSet: 'HARDCORE' });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  client = new LiveClient();
  dispatch = jest.fn();
  visibility = 'visible';
});
afterEach(() => {
  // Every subscription let go, so that no client of a finished test still listens to the document.
  unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
  jest.advanceTimersByTime(0);
  jest.useRealTimers();
  jest.restoreAllMocks();
  setAuthSession(anonymousSession);
});

describe('one stream for every topic wanted', () => {
  it('opens nothing until a topic is wanted, then one stream for all of them, each topic once', () => {
    expect(fake.streams).toHaveLength(0);
    subscribe(['shop', 'market']);
    subscribe(['shop']);
    expect(fake.active).toHaveLength(1);
    const stream = fake.latest!;
    expect(stream.url.startsWith('http://api.test/public/live?')).toBe(true);
    expect(stream.topics).toEqual(['market', 'shop']);
    expect(stream.query.get('ruleSet')).toBe('HARDCORE');
    expect(stream.query.has('lastEventId')).toBe(false);
  });

  it('keeps a topic while any page holds it, and closes the stream when no page wants any', () => {
    const leaveShopAndMarket = subscribe(['shop', 'market']);
    const leaveShop = subscribe(['shop']);
    const first = fake.latest!;

    leaveShopAndMarket();
    expect(first.closed).toBe(true);
    expect(fake.latest!.topics).toEqual(['shop']);

    leaveShop();
    expect(fake.active).toHaveLength(0);
    expect(fake.streams).toHaveLength(2);
  });

  it('changes the stream once for topics let go and taken in the same moment (a navigation)', () => {
    const leave = client.subscribe({ topics: ['shop'], dispatch });
    jest.advanceTimersByTime(0);
    leave();
    unsubscribes.push(client.subscribe({ topics: ['market'], dispatch }));
    jest.advanceTimersByTime(0);
    expect(fake.streams.map((stream) => stream.topics)).toEqual([['shop'], ['market']]);
    expect(fake.active).toHaveLength(1);
  });

  it('reopens on a change of topics after the last event seen', () => {
    subscribe(['shop']);
    const first = fake.latest!;
    first.open();
    first.change('shop', '41');
    first.change('shop', '42');
    subscribe(['player:alice']);
    expect(first.closed).toBe(true);
    expect(fake.latest!.topics).toEqual(['player:alice', 'shop']);
    expect(fake.latest!.query.get('lastEventId')).toBe('42');
  });
});

describe("what an event does to the pages' data", () => {
  it("marks the reads of its topic stale in each subscribed store once, and the signed-in player's account too", () => {
    setAuthSession(signedInAs('Alice'));
    const otherStore = jest.fn();
    subscribe(['player:alice', 'player:bob', 'corporation:00000000-0000-4000-8000-0000000000c1']);
    subscribe(['player:alice']);
    subscribe(['shop', 'market', 'jackpot', 'event', 'boss'], undefined, otherStore);
    const stream = fake.latest!;

    stream.change('player:alice', '1');
    expect(dispatch.mock.calls).toEqual([[invalidated({ type: 'Player', id: 'alice' }, 'Account')]]);
    expect(otherStore).toHaveBeenCalledWith(invalidated({ type: 'Player', id: 'alice' }, 'Account'));

    dispatch.mockClear();
    stream.change('player:bob', '2');
    stream.change('corporation:00000000-0000-4000-8000-0000000000c1', '3');
    stream.change('shop', '4');
    stream.change('market', '5');
    stream.change('jackpot', '6');
    stream.change('event', '7');
    stream.change('boss', '8');
    expect(dispatch.mock.calls).toEqual([
      [invalidated({ type: 'Player', id: 'bob' })],
      [invalidated({ type: 'Corporation', id: '00000000-0000-4000-8000-0000000000c1' })],
      [invalidated('Shop')],
      [invalidated('Market')],
      [invalidated({ type: 'Lucky', id: 'jackpot' })],
      [invalidated('GameEvent', 'Giveaway')],
      [invalidated('Boss')],
    ]);
  });

  it("hands each event to the pages subscribed to its topic; a pixel's makes only its read-out stale", () => {
    const onPlace = jest.fn();
    const onShop = jest.fn();
    subscribe(['place'], onPlace);
    subscribe(['shop'], onShop);
    const pixel = { x: 3, y: 4, color: '#ff0000', userName: 'alice', placedDate: '2026-12-10T12:00:00' };
    fake.latest!.change('place', '9', pixel);
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ id: '9', topic: 'place', data: pixel }));
    expect(onShop).not.toHaveBeenCalled();
    expect(dispatch.mock.calls).toEqual([[invalidated({ type: 'Place', id: '3,4' })]]);

    dispatch.mockClear();
    fake.latest!.change('leaderboard:GLOBAL', '10');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('reads everything again after a reset, and resumes from the position the reset gives', () => {
    subscribe(['shop']);
    fake.latest!.change('shop', '5');
    dispatch.mockClear();
    fake.latest!.reset('120');
    expect(dispatch.mock.calls).toEqual([[invalidated(...liveResetTags)]]);
    subscribe(['market']);
    expect(fake.latest!.query.get('lastEventId')).toBe('120');
  });
});

describe('a broken stream', () => {
  it('is reopened by the client after waits that double up to the cap, back to the first once it opens', () => {
    jest.spyOn(Math, 'random').mockReturnValue(1);
    subscribe(['shop']);
    fake.latest!.change('shop', '7');
    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const broken = fake.latest!;
      broken.fail();
      expect(broken.closed).toBe(true);
      const wait = reconnectWait(attempt, () => 1);
      waits.push(wait);
      jest.advanceTimersByTime(wait - 1);
      expect(fake.latest).toBe(broken);
      jest.advanceTimersByTime(1);
      expect(fake.latest).not.toBe(broken);
      expect(fake.latest!.query.get('lastEventId')).toBe('7');
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    fake.latest!.open();
    const reopened = fake.latest!;
    reopened.fail();
    jest.advanceTimersByTime(reconnectWaitMs.first);
    expect(fake.latest).not.toBe(reopened);
  });

  it('draws each wait in the upper half of its doubling, so that cut-off tabs come back spread out', () => {
    expect(reconnectWait(0, () => 0)).toBe(reconnectWaitMs.first / 2);
    expect(reconnectWait(3, () => 0.5)).toBe(6_000);
    expect(reconnectWait(20, () => 0)).toBe(reconnectWaitMs.max / 2);
  });

  it('stays closed when the last page leaves while it waits', () => {
    const leave = subscribe(['shop']);
    fake.latest!.fail();
    leave();
    jest.advanceTimersByTime(reconnectWaitMs.max);
    expect(fake.streams).toHaveLength(1);
  });
});

describe('a hidden tab', () => {
  it('keeps its stream a moment, lets it go when hidden longer, and resumes after the last event once shown', () => {
    subscribe(['shop']);
    const first = fake.latest!;
    first.change('shop', '12');
    setVisibility('hidden');
    jest.advanceTimersByTime(hiddenTabPauseMs - 1);
    expect(first.closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(first.closed).toBe(true);

    // Pages may come and go meanwhile: nothing opens while hidden.
    subscribe(['market']);
    expect(fake.active).toHaveLength(0);

    setVisibility('visible');
    expect(fake.active).toHaveLength(1);
    expect(fake.latest!.topics).toEqual(['market', 'shop']);
    expect(fake.latest!.query.get('lastEventId')).toBe('12');
  });

  it('keeps its stream when shown again within the moment', () => {
    subscribe(['shop']);
    setVisibility('hidden');
    jest.advanceTimersByTime(hiddenTabPauseMs / 2);
    setVisibility('visible');
    jest.advanceTimersByTime(hiddenTabPauseMs);
    expect(fake.streams).toHaveLength(1);
    expect(fake.active).toHaveLength(1);
  });
});

describe('without EventSource', () => {
  it('opens nothing and fails nothing: the pages read as usual', () => {
    const holder = globalThis as { EventSource?: unknown };
    const fakeClass = holder.EventSource;
    delete holder.EventSource;
    try {
      expect(() => subscribe(['shop'])).not.toThrow();
      expect(fake.streams).toHaveLength(0);
    } finally {
      holder.EventSource = fakeClass;
    }
  });
});
