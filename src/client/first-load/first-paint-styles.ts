/**
 * The CSS every public page needs before first paint (imported by `boot.ts`, so it is the
 * entry's render-blocking stylesheet): Mantine's base and the few components the header,
 * footer and marketing pages use. Everything else comes with `app-styles.ts`, loaded lazily
 * (`loadAppStyles`), so the home page's render-blocking CSS stays small.
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
import '../components/layout/global.css';
