'use client';

import { Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle as HeadlessDialogTitle, useClose } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import type { HTMLAttributes, ReactNode } from 'react';

import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Icon } from './icons';

/**
 * Where the panel sits. `top`: 12 vh from the top, a full-screen page below
 * 768 px (the login dialog). `center`: in the middle. `sheet`: in the middle,
 * a bottom sheet below 640 px. `side`: a full-height sheet from the right (the
 * phone menu).
 */
const PLACEMENTS = {
  top: 'fixed inset-0 flex items-start justify-center overflow-y-auto px-4 pb-8 pt-[12vh] max-md:items-stretch max-md:p-0',
  center: 'fixed inset-0 flex items-center justify-center p-4',
  sheet: 'fixed inset-0 flex items-center justify-center overflow-y-auto p-4 max-sm:items-end max-sm:p-0',
  side: '',
} as const;

const BACKDROPS = {
  /** Dark and blurred: dialogs that ask for something. */
  blur: 'fixed inset-0 bg-slate-900/45 backdrop-blur-[2px]',
  /** A light dim: menus and the captcha over another dialog. */
  dim: 'fixed inset-0 bg-black/30',
} as const;

export type DialogPlacement = keyof typeof PLACEMENTS;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside the panel and the close button. */
  onClose: () => void;
  placement?: DialogPlacement;
  backdrop?: keyof typeof BACKDROPS;
  /** Classes of the outermost layer: its stacking order (the captcha sits above the login dialog) and breakpoints. */
  layerClassName?: string;
  /** Replaces the placement's classes of the layer around the panel (e.g. a narrower margin). */
  placementClassName?: string;
  /** Classes of the panel: width, padding, corners, shadow. */
  className?: string;
  /** Attributes for the panel element: id, data-test, data-*. */
  panelProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
  children: ReactNode;
}

/**
 * The one dialog of the kit (Headless UI): backdrop, focus trap, Escape and
 * outside click close it, and focus returns to the control that opened it.
 * Put a `DialogTitle` inside; add a `DialogCloseButton` where the design has one.
 */
export function Dialog({ open, onClose, placement = 'center', backdrop = 'blur', layerClassName = 'relative z-[1100]', placementClassName, className, panelProps, children }: DialogProps) {
  const panel = (
    <DialogPanel {...panelProps} className={className}>
      {children}
    </DialogPanel>
  );
  return (
    <HeadlessDialog open={open} onClose={onClose} className={layerClassName}>
      <DialogBackdrop className={BACKDROPS[backdrop]} />
      {placement === 'side' ? panel : <div className={placementClassName ?? PLACEMENTS[placement]}>{panel}</div>}
    </HeadlessDialog>
  );
}

/** The dialog's name, read by screen readers when it opens. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <HeadlessDialogTitle className={className}>{children}</HeadlessDialogTitle>;
}

/** The round X that closes the surrounding Dialog; labelled 'Close' (Common.close) unless given a label. */
export function DialogCloseButton({
  label,
  variant = 'icon',
  size = 'icon',
  className,
  iconClassName = 'h-5 w-5',
  'data-test': dataTest,
}: {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  iconClassName?: string;
  'data-test'?: string;
}) {
  const t = useTranslations('Common');
  const close = useClose();
  return (
    <Button variant={variant} size={size} onClick={close} aria-label={label ?? t('close')} data-test={dataTest} className={className}>
      <Icon name="close" className={iconClassName} />
    </Button>
  );
}
