import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  state?: unknown;
  replace?: boolean;
};

/**
 * An antd-styled button that is a real link (<a href>): keyboard, middle-click and
 * "open in new tab" behave as users expect, while plain clicks use client-side routing.
 */
export function ButtonLink({ to, state, replace, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(to, { state, replace });
  };
  return <Button {...buttonProps} href={to} onClick={onClick} />;
}
