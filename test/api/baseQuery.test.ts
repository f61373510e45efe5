import { http, HttpResponse } from 'msw';
import { makeStore } from '../../src/app/store';
import { accountApi } from '../../src/api/accountApi';
import { server } from '../mocks/server';
import { apiUrl } from '../mocks/apiUrl';

describe('base query', () => {
  it('sends Authorization: Token {token} on an authenticated call', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/user/webprofile'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ first_name: 'A', last_name: 'B', email: 'a@b.c', is_verified: true });
      }),
    );
    const { store } = makeStore({ preloadedSession: { token: 'tok-1' }, devTools: false });
    const result = await store.dispatch(accountApi.endpoints.getProfile.initiate());
    expect(result.data?.email).toBe('a@b.c');
    expect(authorization).toBe('Token tok-1');
  });
});
