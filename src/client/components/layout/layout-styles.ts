/**
 * The CSS every public page needs before first paint: Mantine's base and the few components
 * the header, footer and marketing pages use. Everything else comes with `styles.ts`, loaded
 * lazily (see `routes/__root.tsx`), so the home page's render-blocking CSS stays small.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Text.css';
import './global.css';
