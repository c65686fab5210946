export default "M9 5v14M15 5v14";
