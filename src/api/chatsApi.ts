import { idSegment } from '../lib/ids';
import type { Chat, Id, SuccessResponse } from '../contract/api';
import { baseApi } from './baseApi';
import { frozenJson } from './frozenJson';
import { chatsChecks } from './responseChecks/chatsChecks';
import { cacheSeconds, invalidates, provides } from './tags';

/** Conversations (read-only apart from deleting one). */
export const chatsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChats: build.query<Chat[], void>({
      query: () => '/webgetallchatmessages',
      rawResponseSchema: chatsChecks.chats,
      // SPEC §7: the list is shown in reverse of the order the server sends. Frozen in one pass:
      // conversations can hold thousands of messages.
      transformResponse: (chats: Chat[]) => frozenJson([...chats].reverse()),
      providesTags: [...provides.getChats],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
    deleteChat: build.mutation<SuccessResponse, Id>({
      query: (chatId) => ({ url: `/webdeletechat/${idSegment(chatId)}`, method: 'GET' }),
      invalidatesTags: [...invalidates.deleteChat],
    }),
  }),
});

export const { useGetChatsQuery, useDeleteChatMutation } = chatsApi;
