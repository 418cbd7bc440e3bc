/** Mantine CSS for the contact page, so it is styled at first paint (see first-load/first-paint-styles.ts). */
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/VisuallyHidden.css';
