// The vscode-elements controls the panels use, imported one by one to keep each bundle small. They are Lit elements:
// their styles go into shadow roots as constructable stylesheets (adoptedStyleSheets), which a CSP without
// 'unsafe-inline' allows; sizes they compute are set through the CSSOM (element.style.x = …), also allowed. Only the
// icon element links codicons.css, and no control here is given an icon.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
