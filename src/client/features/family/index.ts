export {
  ChildTreatmentTitle,
  FamilyDashboard,
  NoChildrenNotice,
} from './components/family-dashboard';
