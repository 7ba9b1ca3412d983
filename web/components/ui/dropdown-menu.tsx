import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;
export const DropdownMenuGroup = Menu.Group;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content sideOffset={sideOffset} className={cn('z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg', className)} {...props} />
    </Menu.Portal>
  );
}
export const DropdownMenuItem = ({ className, ...p }: ComponentProps<typeof Menu.Item>) => (
  <Menu.Item
    className={cn('flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-gray-100', className)}
    {...p}
  />
);
export const DropdownMenuLabel = ({ className, ...p }: ComponentProps<typeof Menu.Label>) => (
  <Menu.Label className={cn('px-2 py-1.5 text-xs font-medium text-gray-500', className)} {...p} />
);
export const DropdownMenuSeparator = ({ className, ...p }: ComponentProps<typeof Menu.Separator>) => (
  <Menu.Separator className={cn('my-1 h-px bg-gray-200', className)} {...p} />
);
