import { render } from '@testing-library/react';
import { CallListStyles } from '../../src/features/calls/components/CallListStyles';
import { MessageListStyles } from '../../src/features/chats/components/MessageListStyles';
import { MuiTheme } from '../../src/theme/MuiTheme';
import { fixedColours } from './fixedColours';

describe('the call and chat lists follow the colour scheme', () => {
  it.each([
    ['the call history', CallListStyles],
    ['a conversation', MessageListStyles],
  ])("%s's stylesheet draws every colour from the theme variables", (_list, Styles) => {
    render(
      <MuiTheme>
        <Styles />
      </MuiTheme>,
    );
    expect(fixedColours()).toEqual([]);
  });
});
