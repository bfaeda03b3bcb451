import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { LiveEvent } from '@zu/shared-contract';
import { baseApi } from '../api/base-api';
import { apiUrl, installFakeEventSource, renderWithProviders, setupApiServer } from '../testing';
import { playerTag, playerTopic } from './live-tags';
import { useLiveTopics } from './use-live-topics';

const scoresApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testScore: build.query<{ score: number }, string>({
      query: (userName) => `/score/${userName}`,
      providesTags: (_result, _error, userName) => [playerTag(userName)],
    }),
  }),
});

let scores: Record<string, number>;
setupApiServer(
  http.get(apiUrl('/score/:name'), ({ params }) => HttpResponse.json({ score: scores[String(params.name)] })),
);
const fake = installFakeEventSource();

function Score({ userName, onEvent }: { userName: string; onEvent?: (event: LiveEvent) => void }) {
  useLiveTopics([playerTopic(userName)], onEvent);
  const { data } = scoresApi.useTestScoreQuery(userName);
  return <p>{data ? `${userName} : ${data.score}` : 'Chargement'}</p>;
}

function TwoScores() {
  const [both, setBoth] = useState(true);
  return (
    <>
      <Score userName="Alice" />
      {both ? <Score userName="alice" /> : null}
      <button onClick={() => setBoth(false)}>Un seul</button>
    </>
  );
}

beforeEach(() => {
  scores = { Alice: 10, alice: 10 };
});

describe('useLiveTopics', () => {
  it("reads a page's data again when its topic changes, and hands the page the event", async () => {
    const onEvent = jest.fn();
    renderWithProviders(<Score userName="Alice" onEvent={onEvent} />);
    expect(await screen.findByText('Alice : 10')).toBeInTheDocument();
    await waitFor(() => expect(fake.latest?.topics).toEqual(['player:alice']));

    scores.Alice = 25;
    act(() => fake.latest!.change('player:alice', '3'));
    expect(await screen.findByText('Alice : 25')).toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ id: '3', topic: 'player:alice' }));
  });

  it('keeps the stream while one of the pages on a topic stays, and closes it when the last one goes', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<TwoScores />);
    await waitFor(() => expect(fake.active).toHaveLength(1));
    const stream = fake.latest!;
    expect(stream.topics).toEqual(['player:alice']);

    await user.click(screen.getByRole('button', { name: 'Un seul' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stream.closed).toBe(false);
    expect(fake.streams).toHaveLength(1);

    unmount();
    await waitFor(() => expect(stream.closed).toBe(true));
    expect(fake.active).toHaveLength(0);
  });
});
