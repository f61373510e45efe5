import { screen } from '@testing-library/react';
import { renderAuthPage } from './renderAuthPage';

describe('the login page is the first paint', () => {
  it('header and login form render without MUI: no emotion styles, no Mui elements', async () => {
    renderAuthPage('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'LOG IN' })).toBeInTheDocument();

    expect(document.head.querySelectorAll('style[data-emotion]')).toHaveLength(0);
    expect(document.body.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });
});
