import { brand } from '../brand';

const hoverTint = 'rgba(27, 58, 107, 0.04)';
const disabledText = 'rgba(0, 0, 0, 0.26)';

/** Buttons, icon buttons and links, drawn as MUI's contained, outlined and text variants are. */
export const controlsCss = `
.pn-button{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;border:0;border-radius:${brand.radius}px;background:transparent;cursor:pointer;user-select:none;vertical-align:middle;text-decoration:none;-webkit-tap-highlight-color:transparent;font-family:inherit;font-weight:600;font-size:.875rem;line-height:1.75;letter-spacing:.02857em;text-transform:uppercase;min-width:64px;padding:6px 8px;color:${brand.primary};transition:background-color 250ms cubic-bezier(.4,0,.2,1),border-color 250ms cubic-bezier(.4,0,.2,1),color 250ms cubic-bezier(.4,0,.2,1)}
.pn-button:hover{background-color:${hoverTint}}
.pn-button:focus-visible,.pn-icon-button:focus-visible,.pn-link:focus-visible{outline:2px solid ${brand.primary};outline-offset:2px}
.pn-button--contained{background-color:${brand.primary};color:#fff;padding:6px 16px}
.pn-button--contained:hover{background-color:${brand.primaryDark}}
.pn-button--outlined{border:1px solid rgba(27,58,107,.5);padding:5px 15px}
.pn-button--outlined:hover{border-color:${brand.primary}}
.pn-button--large{font-size:.9375rem;padding:8px 11px}
.pn-button--large.pn-button--contained{padding:8px 22px}
.pn-button--large.pn-button--outlined{padding:7px 21px}
.pn-button--small{font-size:.8125rem;padding:4px 5px}
.pn-button--inherit{color:inherit}
.pn-button--inherit.pn-button--outlined{border-color:currentColor}
.pn-button--inherit:hover{background-color:rgba(0,0,0,.04)}
.pn-button:disabled{cursor:default;pointer-events:none;color:${disabledText}}
.pn-button--contained:disabled{background-color:rgba(0,0,0,.12)}
.pn-button--outlined:disabled{border-color:rgba(0,0,0,.12)}
.pn-button.pn-button--loading{color:transparent}
.pn-button .pn-button__progress{position:absolute;left:50%;top:50%;width:16px;height:16px;margin:-8px 0 0 -8px;color:rgba(0,0,0,.38)}
.pn-button__icon{display:inherit;margin-right:8px;margin-left:-4px;font-size:20px}
.pn-button--large .pn-button__icon{font-size:22px}
.pn-button--small .pn-button__icon{font-size:18px}
.pn-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;padding:8px;margin:0;border:0;border-radius:50%;background:transparent;color:rgba(0,0,0,.54);font-size:1.5rem;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 150ms cubic-bezier(.4,0,.2,1)}
.pn-icon-button:hover{background-color:rgba(0,0,0,.04)}
.pn-icon-button--inherit{color:inherit}
.pn-icon-button--small{padding:5px;font-size:1.125rem}
.pn-icon-button--edge-end{margin-right:-12px}
.pn-link{color:${brand.primary};text-decoration:underline;text-decoration-color:rgba(27,58,107,.4);cursor:pointer}
.pn-link:hover{text-decoration-color:inherit}
.pn-link--plain{color:inherit;text-decoration:none}
`;
