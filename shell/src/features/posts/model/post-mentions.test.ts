import { postMentions } from './post-mentions';

describe('postMentions', () => {
  it('reads the user names the API sends beside the content', () => {
    expect(postMentions({ mentions: { '712345678901234567': 'joueur.test', 9: 42 } })).toEqual({
      '712345678901234567': 'joueur.test',
    });
  });

  it('knows no name while the API does not send them', () => {
    expect(postMentions({ title: 'Sans mentions' })).toEqual({});
    expect(postMentions({ mentions: null })).toEqual({});
  });
});
