import { render } from '@testing-library/react';
import { MessageListStyles } from '../../src/features/chats/components/MessageListStyles';
import { MuiTheme } from '../../src/theme/MuiTheme';
import { callsCss } from '../../src/theme/plainStyles/callsCss';
import { createAppTheme } from '../../src/theme/theme';
import { fixedColours } from './fixedColours';

describe('the call and chat lists follow the colour scheme', () => {
  it("the call history's plain stylesheet draws every colour from the theme variables", () => {
    const sheet = document.createElement('style');
    sheet.textContent = callsCss(createAppTheme());
    document.head.append(sheet);
    try {
      expect(document.styleSheets[document.styleSheets.length - 1].cssRules.length).toBeGreaterThan(10);
      expect(fixedColours()).toEqual([]);
    } finally {
      sheet.remove();
    }
  });

  it("a conversation's stylesheet draws every colour from the theme variables", () => {
    render(
      <MuiTheme>
        <MessageListStyles />
      </MuiTheme>,
    );
    expect(fixedColours()).toEqual([]);
  });
});
