import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

interface MuiIconProps extends Omit<SvgIconProps, 'children'> {
  /** A 24×24 path of components/icons/paths. */
  path: string;
}

/**
 * An icon of components/icons/paths drawn by MUI's SvgIcon, where an MUI module draws one (its size, colour
 * and `fontSize` props as @mui/icons-material's): the paths have one source for both kits.
 */
export function MuiIcon({ path, ...props }: MuiIconProps) {
  return (
    <SvgIcon {...props}>
      <path d={path} />
    </SvgIcon>
  );
}

// MUI's parts recognise an icon child by this name, as they do @mui/icons-material's.
MuiIcon.muiName = 'SvgIcon';
