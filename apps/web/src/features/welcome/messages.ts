import { params } from '@nanostores/i18n';
import { messages } from '../../i18n/i18n';

// `/welcome`'s texts; the Hindi is in i18n/hi/welcome.json under the same names.

export const welcomeMessages = messages('welcome/page', {
  title: params('Welcome to {product}'),
  intro: 'Tell us how you bill, and your bills will carry the fields your business needs.',
});

export const visitorWelcomeMessages = messages('welcome/visitor', {
  stepsTitle: 'Three steps to your first bill',
  stepAccount: 'Create your free account with your mobile number.',
  stepMode: 'Choose what you bill for (products, services or both) and your business type.',
  stepFields: 'Pick the fields your bills carry, then start billing.',
  createAccount: 'Create free account',
  login: 'I have an account: Login',
});

export const wizardMessages = messages('welcome/wizard', {
  businessMode: 'Business mode',
  stepMode: 'Step 1 of 2: Business mode',
  stepHandling: 'Step 2 of 2: Service Handling fields',
  handlingFields: 'Service Handling fields',
  finishSetup: 'Finish Setup',
  next: 'Next',
  back: 'Back',
  finishAndStart: 'Finish & Start Billing',
  ready: 'Welcome! Your business is ready to go',
  saveFailed: 'Failed to save settings',
});

export const modeStepMessages = messages('welcome/mode-step', {
  billFor: 'What do you bill for?',
  product: 'Product',
  productHint: 'Goods sold over the counter',
  service: 'Service',
  serviceHint: 'Repairs, treatments, memberships, stays',
  businessType: 'Business type',
  chooseType: 'Choose your business type',
  requestFields: 'Service Request fields',
});
