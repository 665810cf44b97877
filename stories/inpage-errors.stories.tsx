import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { ajaxErrors } from '../packages/inpage/errors.ts';
import { showAjaxError } from '../packages/inpage/messages.ts';

interface ErrorMessageProps {
  /** Which message of the in-page error catalogue (packages/inpage/errors.ts). */
  error: 'verification' | 'http' | 'abnormal' | 'offline';
}

/** The page's messages area with the one alert the in-page update client puts there when a request fails. */
function ErrorMessage({ error }: ErrorMessageProps) {
  useLayoutEffect(() => {
    const message = showAjaxError(error === 'http' ? ajaxErrors.http(500) : ajaxErrors[error]());
    return () => message.remove();
  }, [error]);
  return <div data-drupal-messages="" />;
}

const meta = {
  title: 'Features/In-page update errors',
  component: ErrorMessage,
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An answer without `X-Drupal-Ajax-Token: 1` from an untrusted URL. */
export const VerificationFailed: Story = { args: { error: 'verification' } };

/** The server answered with an HTTP error: its code is shown. */
export const HttpError: Story = { args: { error: 'http' } };

/** The connection broke (or was aborted) without an HTTP answer. */
export const TerminatedAbnormally: Story = { args: { error: 'abnormal' } };

/** The browser is offline. */
export const Offline: Story = { args: { error: 'offline' } };
