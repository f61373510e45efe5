import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** SPEC §8 resets the reCAPTCHA after a server failure: tick it again when it was reset. */
export async function solveRecaptchaAgainIfReset(user: UserEvent): Promise<void> {
  const robot = screen.queryByRole('checkbox', { name: "I'm not a robot" });
  if (robot && !(robot as HTMLInputElement).checked) await user.click(robot);
}
