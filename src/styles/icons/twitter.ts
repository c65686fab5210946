export default "M4 4l16 16M20 4 4 20M4 4h4.5L20 20h-4.5z";
