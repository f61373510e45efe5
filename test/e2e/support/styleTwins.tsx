import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Link as RouterLink } from 'react-router-dom';
import { OutlinedField } from '../../../src/components/forms/OutlinedField';
import { PlainAlert } from '../../../src/components/plain/PlainAlert';
import { PlainButton } from '../../../src/components/plain/PlainButton';
import { PlainCheckbox } from '../../../src/components/plain/PlainCheckbox';
import { PlainChoiceChip } from '../../../src/components/plain/PlainChoiceChip';
import { PlainField } from '../../../src/components/plain/PlainField';
import { PlainLink } from '../../../src/components/plain/PlainLink';
import { MuiIcon } from '../../../src/components/icons/MuiIcon';
import { fileDownloadPath } from '../../../src/components/icons/paths/fileDownload';
import { searchPath } from '../../../src/components/icons/paths/search';
import type { ColorScheme } from '../../../src/theme/colorScheme';
import { appTheme } from '../../../src/theme/theme';

/** One element of a twin to compare: where it is in each kit's drawing, and what is compared. */
export interface TwinPart {
  twin: string;
  label: string;
  mui: string;
  plain: string;
  /** The properties compared, when not the usual type, colours and shape. */
  properties?: readonly string[];
  /** The plain kit's property for each compared one, when it is drawn with another (a native checkbox's accent-color). */
  plainProperties?: readonly string[];
}

interface Twin {
  name: string;
  mui: ReactNode;
  plain: ReactNode;
  parts: Omit<TwinPart, 'twin'>[];
}

const noop = () => undefined;
const fieldProps = { name: 'email', label: 'Email', type: 'email' as const, value: 'jane@example.com', onChange: noop, onBlur: noop, inputRef: noop, error: false };
const typographyVariants = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption'] as const;
const decoration = ['font-size', 'font-weight', 'line-height', 'color', 'text-decoration-line', 'text-decoration-color'] as const;
/** Size is part of a control's look: its padding too. */
const boxed = ['font-size', 'font-weight', 'line-height', 'color', 'background-color', 'border-top-left-radius', 'border-top-color', 'border-top-width', 'padding-top', 'padding-left', 'min-width'] as const;
/** A page's container: its width and its padding. */
const pageBox = ['max-width', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'box-sizing'] as const;
const buttonParts = [{ label: 'the button', mui: 'button', plain: 'button', properties: boxed }];
/** Where a label sits (resting in the input, or floated above it). */
const labelPlace = ['font-size', 'line-height', 'color', 'transform', 'max-width'] as const;
const chipParts = [
  { label: 'the chip', mui: '.MuiChip-root', plain: 'button', properties: [...boxed, 'height', 'border-top-style', 'font-family'] },
  { label: 'its label', mui: '.MuiChip-label', plain: 'span', properties: ['padding-left', 'padding-right'] },
];

const twins: Twin[] = [
  {
    name: 'text field',
    mui: <OutlinedField {...fieldProps} fullWidth />,
    plain: <PlainField {...fieldProps} />,
    parts: [
      { label: 'what is typed', mui: 'input', plain: 'input', properties: [...boxed, 'height'] },
      { label: 'the floating label', mui: 'label', plain: 'label', properties: ['font-family', 'font-size', 'font-weight', 'line-height', 'color'] },
      { label: 'the outline', mui: 'fieldset', plain: 'fieldset', properties: ['border-top-left-radius', 'border-top-color', 'border-top-width', 'border-top-style'] },
    ],
  },
  {
    name: 'small text field',
    mui: <OutlinedField {...fieldProps} size="small" fullWidth />,
    plain: <PlainField {...fieldProps} size="small" />,
    parts: [{ label: 'what is typed', mui: 'input', plain: 'input', properties: [...boxed, 'height'] }],
  },
  {
    name: 'small outlined button',
    mui: (
      <Button variant="outlined" size="small">
        Edit
      </Button>
    ),
    plain: (
      <PlainButton variant="outlined" size="small">
        Edit
      </PlainButton>
    ),
    parts: buttonParts,
  },
  {
    name: 'text field with an error',
    mui: <OutlinedField {...fieldProps} error helperText="Please enter a vaild email." fullWidth />,
    plain: <PlainField {...fieldProps} error helperText="Please enter a vaild email." />,
    parts: [
      { label: 'the outline', mui: 'fieldset', plain: 'fieldset', properties: ['border-top-color'] },
      { label: 'the helper text', mui: 'p', plain: 'p' },
    ],
  },
  {
    name: 'search field with an icon',
    mui: (
      <OutlinedField
        label="Search by number"
        type="search"
        size="small"
        value=""
        onChange={noop}
        placeholder="Number"
        startAdornment={
          <InputAdornment position="start">
            <MuiIcon path={searchPath} />
          </InputAdornment>
        }
      />
    ),
    plain: <PlainField label="Search by number" type="search" size="small" value="" onChange={noop} placeholder="Number" startIcon={searchPath} />,
    parts: [
      { label: 'what is typed', mui: 'input', plain: 'input', properties: [...boxed, 'height', 'padding-right'] },
      { label: 'the label, above', mui: 'label', plain: 'label', properties: labelPlace },
      { label: 'the icon', mui: '.MuiInputAdornment-root', plain: '.pn-field__start', properties: ['color', 'margin-right', 'height', 'max-height'] },
      { label: 'the icon drawn', mui: 'svg', plain: 'svg', properties: ['width', 'height'] },
      { label: "the outline's notch", mui: 'legend', plain: 'legend', properties: ['max-width', 'font-size'] },
    ],
  },
  {
    name: 'date field',
    mui: (
      <FormControl size="small">
        <InputLabel htmlFor="twin-date" shrink>
          From
        </InputLabel>
        <OutlinedInput id="twin-date" type="date" label="From" notched value="2024-05-03" onChange={noop} />
      </FormControl>
    ),
    plain: <PlainField label="From" type="date" size="small" shrink value="2024-05-03" onChange={noop} />,
    parts: [
      { label: 'what is chosen', mui: 'input', plain: 'input', properties: [...boxed, 'height'] },
      { label: 'the label, above', mui: 'label', plain: 'label', properties: labelPlace },
      { label: "the outline's notch", mui: 'legend', plain: 'legend', properties: ['max-width', 'font-size'] },
    ],
  },
  {
    name: 'choice chip',
    mui: <Chip label="Missed" clickable variant="outlined" onClick={noop} />,
    plain: <PlainChoiceChip label="Missed" chosen={false} onClick={noop} />,
    parts: chipParts,
  },
  {
    name: 'chosen choice chip',
    mui: <Chip label="All" clickable color="primary" variant="filled" onClick={noop} />,
    plain: <PlainChoiceChip label="All" chosen onClick={noop} />,
    parts: chipParts,
  },
  {
    name: 'outlined button with an icon',
    mui: (
      <Button variant="outlined" startIcon={<MuiIcon path={fileDownloadPath} />}>
        Export CSV
      </Button>
    ),
    plain: (
      <PlainButton variant="outlined" startIcon={fileDownloadPath}>
        Export CSV
      </PlainButton>
    ),
    parts: [
      ...buttonParts,
      { label: 'its icon', mui: '.MuiButton-startIcon', plain: '.pn-button__icon', properties: ['margin-left', 'margin-right'] },
      { label: 'its icon drawn', mui: 'svg', plain: 'svg', properties: ['width', 'height'] },
    ],
  },
  { name: 'contained button', mui: <Button variant="contained">Log in</Button>, plain: <PlainButton variant="contained">Log in</PlainButton>, parts: buttonParts },
  {
    name: 'large contained button',
    mui: (
      <Button variant="contained" size="large">
        Log in
      </Button>
    ),
    plain: (
      <PlainButton variant="contained" size="large">
        Log in
      </PlainButton>
    ),
    parts: buttonParts,
  },
  { name: 'outlined button', mui: <Button variant="outlined">Continue</Button>, plain: <PlainButton variant="outlined">Continue</PlainButton>, parts: buttonParts },
  { name: 'text button', mui: <Button>Cancel</Button>, plain: <PlainButton>Cancel</PlainButton>, parts: buttonParts },
  {
    name: 'link',
    mui: (
      <Typography>
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    ),
    plain: (
      <p className="pn-body1">
        <PlainLink to="/login">Log in</PlainLink>
      </p>
    ),
    parts: [{ label: 'the link', mui: 'a', plain: 'a', properties: decoration }],
  },
  ...typographyVariants.map(
    (variant): Twin => ({
      name: `typography ${variant}`,
      mui: <Typography variant={variant}>Private numbers</Typography>,
      plain: <p className={`pn-${variant}`}>Private numbers</p>,
      parts: [{ label: 'the text', mui: '*', plain: '*' }],
    }),
  ),
  {
    name: 'secondary text',
    mui: (
      <Typography variant="body2" color="text.secondary">
        No file chosen
      </Typography>
    ),
    plain: <p className="pn-body2 pn-secondary">No file chosen</p>,
    parts: [{ label: 'the text', mui: '*', plain: '*' }],
  },
  {
    name: 'checkbox',
    mui: <FormControlLabel control={<Checkbox checked readOnly name="terms" />} label="I agree to the terms & conditions" />,
    plain: <PlainCheckbox {...fieldProps} name="terms" label="I agree to the terms & conditions" type="checkbox" checked />,
    parts: [
      { label: 'its label', mui: '.MuiFormControlLabel-label', plain: 'span', properties: ['font-family', 'font-size', 'font-weight', 'line-height', 'color'] },
      { label: 'the tick', mui: '.MuiCheckbox-root', plain: 'input', properties: ['color'], plainProperties: ['accent-color'] },
    ],
  },
  {
    name: 'card',
    mui: (
      <Paper variant="outlined" sx={{ p: 4 }}>
        Log in
      </Paper>
    ),
    plain: <div className="pn-card">Log in</div>,
    parts: [{ label: 'the surface', mui: '*', plain: '*' }],
  },
  {
    name: 'outlined panel',
    mui: (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          1,000 credits for $10.00
        </Typography>
      </Paper>
    ),
    plain: (
      <section className="pn-panel">
        <h2 className="pn-h2 pn-panel__title">1,000 credits for $10.00</h2>
      </section>
    ),
    parts: [
      { label: 'the surface', mui: '*', plain: '*', properties: [...boxed, 'padding-bottom', 'padding-right', 'border-top-style'] },
      { label: 'its title', mui: 'h2', plain: 'h2', properties: [...decoration, 'margin-bottom'] },
    ],
  },
  {
    name: 'divider',
    mui: <Divider />,
    plain: <hr className="pn-rule" />,
    parts: [{ label: 'the rule', mui: '*', plain: '*', properties: ['margin-top', 'margin-bottom', 'border-bottom-width', 'border-bottom-style', 'border-bottom-color', 'border-top-width', 'height'] }],
  },
  {
    name: 'purchase page column',
    mui: <Box component="main" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, sm: 4 } }} />,
    plain: <main className="pn-column" />,
    parts: [{ label: 'the column', mui: '*', plain: '*', properties: pageBox }],
  },
  {
    name: 'small page container',
    mui: <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }} />,
    plain: <main className="pn-page pn-page--sm" />,
    parts: [{ label: 'the container', mui: '*', plain: '*', properties: pageBox }],
  },
  ...(['error', 'success', 'info'] as const).map(
    (severity): Twin => ({
      name: `${severity} alert`,
      mui: <Alert severity={severity}>Wrong password</Alert>,
      plain: <PlainAlert severity={severity}>Wrong password</PlainAlert>,
      parts: [
        { label: 'the box', mui: '*', plain: '*' },
        { label: 'the icon', mui: '.MuiAlert-icon', plain: '.pn-alert__icon', properties: ['color'] },
      ],
    }),
  ),
];

/** Every part of every twin, with its twin's name. */
export const twinParts: TwinPart[] = twins.flatMap((twin) => twin.parts.map((part) => ({ twin: twin.name, ...part })));

/**
 * The gallery in one colour scheme: each twin's MUI drawing (inside the app's MUI theme of that
 * scheme, as MuiTheme gives it on a page drawn in it) and its plain drawing side by side, each in
 * `[data-twin][data-kit]`; a part's selector `*` is that box's first element.
 */
export function twinGallery(scheme: ColorScheme): ReactElement {
  return (
    <MemoryRouter>
      <main style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, padding: 16 }}>
        {twins.map((twin) => [
          <div key={`${twin.name}-mui`} data-twin={twin.name} data-kit="mui">
            <ThemeProvider theme={appTheme(scheme)}>{twin.mui}</ThemeProvider>
          </div>,
          <div key={`${twin.name}-plain`} data-twin={twin.name} data-kit="plain">
            {twin.plain}
          </div>,
        ])}
      </main>
    </MemoryRouter>
  );
}
